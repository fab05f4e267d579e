/**
 * '/manuscripts/:manuscriptId/compare' ('Sammenlign', docs/COMPARE.md): two revisions of a manuscript side by
 * side — the metrics with their bands and change, the mood curves overlaid, and the clichés, power words and
 * characters that were added or removed. ?fra= and ?til= name the revisions; by default the newest finished one
 * against the one before. Whenever there is nothing to compare, the page says why in Danish.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ReportView } from '../../engine/react/index.ts';
import { totalScoreSetting } from '../../engine/rules/total-score.ts';
import { olderLabel } from '../compare/choose.ts';
import { listKinds, listTitles } from '../compare/lists.ts';
import { moodChartDefinition } from '../compare/mood-chart.ts';
import { ListComparison } from '../components/compare/ListComparison.tsx';
import { MetricComparison } from '../components/compare/MetricComparison.tsx';
import { VersionPicker, versionName } from '../components/compare/VersionPicker.tsx';
import { LoadingView } from '../components/LoadingView.tsx';
import { COMPARE_FROM_PARAM, COMPARE_TO_PARAM, paths } from '../routes/paths.ts';
import { useCompareStore } from '../stores/CompareStore.ts';
import { useStores } from '../stores/context.ts';

const HEADING = 'Sammenlign versioner';

export const ComparePage = observer(function ComparePage() {
  const { manuscriptId: param } = useParams();
  const manuscriptId = Number(param);
  const [search] = useSearchParams();
  const fra = search.get(COMPARE_FROM_PARAM);
  const til = search.get(COMPARE_TO_PARAM);
  const navigate = useNavigate();
  const { errorDialog, userStatus, settings } = useStores();
  const compare = useCompareStore();

  useEffect(() => {
    compare.open(manuscriptId, fra, til).catch((error: unknown) => errorDialog.show(error));
  }, [compare, manuscriptId, fra, til, errorDialog]);

  const comparison = compare.comparison;
  const moodContent = useMemo(() => ({ moodCurve: comparison?.mood ?? [] }), [comparison]);
  const chartContext = useMemo(
    () => ({
      reportId: moodChartDefinition.reportId,
      isAdmin: userStatus.isAdmin,
      isTrial: false,
      isSimilarBook: false,
    }),
    [userStatus.isAdmin],
  );
  const dashboard = `${paths.manuscript(manuscriptId)}/dashboard`;
  const settled = compare.readyFor === `${manuscriptId}:${fra ?? ''}:${til ?? ''}`;
  const picker = (from?: number, to?: number) =>
    compare.revisions.length > 2 ? (
      <VersionPicker
        key={`${from}:${to}`}
        revisions={compare.revisions}
        from={from}
        to={to}
        onChoose={(versions) => navigate(paths.manuscriptCompare(manuscriptId, versions))}
      />
    ) : null;

  if (!settled || compare.state === 'loading' || compare.state === 'idle') {
    return <LoadingView text="Henter sammenligningen…" />;
  }
  if (compare.state !== 'ready' || !comparison) {
    return (
      <div className="page compare-page">
        <h1>{HEADING}</h1>
        <p role="alert" className="notice">
          {compare.message}
        </p>
        {picker()}
        <p>
          <Link to={dashboard}>Tilbage til overblikket</Link>
        </p>
      </div>
    );
  }
  const { from, to } = comparison;
  return (
    <div className="page compare-page">
      <h1>{HEADING}</h1>
      <p className="compare-subject">
        »{to.revision.title}«: <strong>{versionName(from)}</strong> ({olderLabel(from.number, to.number)}) sammenlignet
        med <strong>{versionName(to)}</strong> (den nyere version).
      </p>
      {picker(from.revision.id, to.revision.id)}
      <section aria-labelledby="compare-metrics">
        <h2 id="compare-metrics">Målene</h2>
        <p className="hint">
          Hvert mål med sin vurdering som på rapportsiderne. En ændring er »bedre«, når den flytter målet mod det
          grønne, og »dårligere«, når den flytter det væk. Den samlede score og vurderingerne er{' '}
          <span className="compare-setting">{totalScoreSetting(settings.source).replace(/^M/u, 'm')}</span>, som på
          rapportsiderne.
        </p>
        <MetricComparison rows={comparison.metrics} />
      </section>
      <section aria-labelledby="compare-mood">
        <h2 id="compare-mood">Stemningskurven</h2>
        <ReportView definition={moodChartDefinition} data={[]} content={moodContent} context={chartContext} />
      </section>
      <section aria-labelledby="compare-lists">
        <h2 id="compare-lists">Hvad er nyt, og hvad er væk</h2>
        <div className="compare-lists">
          {listKinds.map((kind) => (
            <ListComparison key={kind} title={listTitles[kind]} delta={comparison.lists[kind]} />
          ))}
        </div>
      </section>
      <p>
        <Link to={dashboard}>Tilbage til overblikket</Link>
      </p>
    </div>
  );
});
