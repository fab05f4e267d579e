/**
 * '/manuscripts/:manuscriptId/text' ('Manuskript', docs/MANUSCRIPT-VIEW.md): the whole text of a revision with
 * every finding marked in place, the chapters to jump to and a legend that shows or hides each kind of finding.
 * ?version= names the revision (default: the latest), ?afsnit= the paragraph to open at (from 1).
 */
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadingView } from '../../components/LoadingView.tsx';
import { paths, TEXT_PARAGRAPH_PARAM, TEXT_VERSION_PARAM } from '../../routes/paths.ts';
import { useStores } from '../../stores/context.ts';
import { ChapterList } from './ChapterList.tsx';
import { Legend } from './Legend.tsx';
import { ManuscriptViewStore } from './ManuscriptViewStore.ts';
import { VirtualText } from './VirtualText.tsx';
import './manuscript-view.css';

const HEADING = 'Manuskript';

export const ManuscriptViewPage = observer(function ManuscriptViewPage() {
  const { manuscriptId: param } = useParams();
  const manuscriptId = Number(param);
  const [search] = useSearchParams();
  const { api, manuscripts } = useStores();
  const version = Number(search.get(TEXT_VERSION_PARAM) ?? '') || undefined;
  const at = Math.max(0, (Number(search.get(TEXT_PARAGRAPH_PARAM) ?? '') || 1) - 1);
  const [revision, setRevision] = useState<{ id: number } | { message: string } | null>(null);

  useEffect(() => {
    let current = true;
    setRevision(null);
    if (version !== undefined) setRevision({ id: version });
    else
      manuscripts.manuscript(manuscriptId).then(
        (m) =>
          current &&
          setRevision(
            m.status === 'done'
              ? { id: m.latestRevisionId }
              : {
                  message:
                    'Analysen af den nyeste version er ikke færdig endnu. Teksten kan ses, når rapporten er klar.',
                },
          ),
        (error: unknown) =>
          current && setRevision({ message: error instanceof Error ? error.message : 'Manuskriptet findes ikke.' }),
      );
    return () => {
      current = false;
    };
  }, [manuscripts, manuscriptId, version]);

  const revisionId = revision && 'id' in revision ? revision.id : undefined;
  const store = useMemo(
    () =>
      revisionId === undefined
        ? null
        : new ManuscriptViewStore(api, `manuscripts/${manuscriptId}/revisions/${revisionId}/text`),
    [api, manuscriptId, revisionId],
  );
  const [jump, setJump] = useState<{ paragraph: number } | null>(null);
  const [top, setTop] = useState(0);
  // Only a new revision opens anew; a new ?afsnit= on the same one jumps (below).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `at` is read when the store opens
  useEffect(() => {
    if (!store) return;
    store.open(at).then(() => at > 0 && setJump({ paragraph: at }));
  }, [store]);
  useEffect(() => {
    if (store?.state === 'ready' && at > 0) setJump({ paragraph: at });
  }, [store, at]);
  const reportHref = useCallback(
    (reportId: number) => paths.manuscriptReportView(manuscriptId, reportId),
    [manuscriptId],
  );

  if (revision && 'message' in revision) return <Refusal message={revision.message} />;
  if (!store || store.state === 'loading') return <LoadingView text="Henter teksten…" />;
  if (store.state === 'error') return <Refusal message={store.message} />;
  return (
    <div className="page manuscript-view">
      <h1>{HEADING}</h1>
      <p className="msv-intro">
        Hele teksten med Lektørs fund markeret. Hvert fund har et lille mærke foran sig; vælg det for at se, hvad fundet
        betyder.
      </p>
      <div className="msv-layout">
        <aside className="msv-side">
          <Legend store={store} />
          <ChapterList
            chapters={store.chapters}
            current={store.chapterOf(top)}
            onChoose={(paragraph) => setJump({ paragraph })}
          />
        </aside>
        <VirtualText store={store} reportHref={reportHref} jump={jump} onTop={setTop} />
      </div>
    </div>
  );
});

/** The page with why its text cannot be shown (no such revision, not analysed, the text not read). */
function Refusal({ message }: { message: string }) {
  return (
    <div className="page manuscript-view">
      <h1>{HEADING}</h1>
      <p role="alert" className="notice">
        {message}
      </p>
    </div>
  );
}
