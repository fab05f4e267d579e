/**
 * 'print': every report page once in its print version (docs/REPORTS.md, print): a cover (title, author, date,
 * global score), a table of contents, then each page from a new sheet; tabs all shown, lists capped, charts fitted.
 */
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import type { ReportDefinition } from '../../engine/index.ts';
import { type ReportHref, ReportView, useSettledState } from '../../engine/react/index.ts';
import { totalOf, totalScoreModel, totalScoreSetting } from '../../engine/rules/total-score.ts';
import { LoadingView } from '../components/LoadingView.tsx';
import { PdfDownloadButton } from '../components/PdfDownloadButton.tsx';
import { PrintCover } from '../components/PrintCover.tsx';
import { closedTo, definitionsOf, reportSummaries, sourcesOf } from '../reports/definitions.ts';
import { reportPath } from '../routes/paths.ts';
import { useReportRoute } from '../routes/report-subject.ts';
import { useStores } from '../stores/context.ts';
import { useReportPageStore } from '../stores/ReportPageStore.ts';

/**
 * What each printed page leaves out: every page repeats the full list of recommendations, printed once (on the
 * first page that has it); the article links are for reading on screen.
 */
function printOmit(definition: ReportDefinition, first: ReportDefinition | undefined): string[] {
  return definition === first ? ['articles'] : ['articles', 'recommendation'];
}

export const PrintPage = observer(function PrintPage() {
  const { subject, inAdminArea, base } = useReportRoute();
  const { userStatus, errorDialog } = useStores();
  const reportPage = useReportPageStore();
  // The whole print view says when every block has settled (data-report-state): the PDF renderer waits on it.
  const settledRef = useSettledState();
  const isAdmin = userStatus.isAdmin;
  // Every page open to the viewer, with the data its file names: the data is asked for while the whole
  // definitions load (about twenty, each validated and its formulas compiled), not after them.
  const pages = useMemo(
    () =>
      reportSummaries
        .filter((summary) => !closedTo(summary, subject, isAdmin))
        .map((summary) => ({ summary, reportId: summary.reportId, models: sourcesOf(summary.reportId) })),
    [subject, isAdmin],
  );
  const [whole, setWhole] = useState<{ of: typeof pages; loaded: ReportDefinition[] } | undefined>();
  useEffect(() => {
    reportPage
      .open(subject, pages, { wholeLists: true, serverCharts: true })
      .catch((error: unknown) => errorDialog.show(error));
    let current = true;
    definitionsOf(pages.map((page) => page.summary))
      .then((loaded) => {
        if (current) setWhole({ of: pages, loaded });
      })
      .catch((error: unknown) => errorDialog.show(error));
    return () => {
      current = false;
    };
  }, [subject, pages, reportPage, errorDialog]);
  const reportHref = useCallback<ReportHref>(
    (route) => reportPath(route, subject, inAdminArea),
    [subject, inAdminArea],
  );

  if (reportPage.state === 'inProgress') return <Navigate to={`${base}/analysis/wip`} replace />;
  if (reportPage.state === 'failed') {
    return (
      <div className="page">
        <h1>Udskriv</h1>
        <p role="alert">Analysen fejlede: {reportPage.revision?.failureReason}</p>
      </div>
    );
  }
  if (!reportPage.isReadyFor(subject, pages) || whole?.of !== pages) {
    return <LoadingView text="Gør udskriften klar…" />;
  }
  const definitions = whole.loaded;
  const revision = reportPage.revision;
  // The one total (engine/rules/total-score.ts): the derived model of the page's setting, as the dashboard reads it.
  const scoreModel = totalScoreModel(reportPage.source);
  const score = totalOf(reportPage.data.find((item) => item.model === scoreModel)?.content);
  const firstWithRecommendations = definitions.find((d) => d.blocks.some((b) => b.type === 'recommendation'));
  const author = reportPage.metadata?.author ?? (inAdminArea ? undefined : userStatus.status?.user.name);
  return (
    <div className="page print-page" ref={settledRef}>
      <div className="page-heading no-print">
        <h1>Udskriv rapporten</h1>
        <div className="print-actions">
          <button type="button" className="button primary" onClick={() => window.print()}>
            Udskriv
          </button>
          {subject.kind === 'manuscript' ? <PdfDownloadButton manuscriptId={subject.manuscriptId} /> : null}
        </div>
      </div>
      <PrintCover
        title={reportPage.metadata?.title ?? ''}
        author={author ?? undefined}
        date={new Date().toISOString()}
        score={score}
        scoreSetting={totalScoreSetting(reportPage.source)}
        version={
          revision && reportPage.versionNumber !== null
            ? { number: reportPage.versionNumber, created: revision.created }
            : undefined
        }
      />
      <nav className="print-contents" aria-label="Indhold">
        <h2>Indhold</h2>
        <ol>
          {definitions.map((definition) => (
            <li key={definition.reportId}>
              <a href={`#print-${definition.reportId}`}>{definition.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {definitions.map((definition) => (
        <section
          key={definition.reportId}
          id={`print-${definition.reportId}`}
          className="print-section"
          aria-label={definition.title}
        >
          <ReportView
            definition={definition}
            data={reportPage.data}
            content={reportPage.contentFor(definition.reportId)}
            context={{
              reportId: definition.reportId,
              isAdmin,
              isTrial: subject.kind === 'trial',
              isSimilarBook: subject.kind === 'similarBook',
              print: true,
              printOmit: printOmit(definition, firstWithRecommendations),
              revisionId: String(revision?.id ?? ''),
              modelVersion: revision?.modelVersion,
              analysisPending: revision?.status === 'queued' || revision?.status === 'analysing',
            }}
            reportHref={reportHref}
            stillCharts={reportPage.printCharts}
          />
        </section>
      ))}
    </div>
  );
});
