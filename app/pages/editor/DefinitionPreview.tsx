/**
 * The page being edited, rendered by the real engine as readers will see it: against the trial report, a chosen
 * revision of one of the editor's own manuscripts, or the contract fixture's revision data, on screen or as
 * printed. It follows the text as it is typed, whenever the text holds as a definition.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { loadReportDefinitions, type ReportDefinition } from '../../../engine/index.ts';
import { blockContracts, ReportView } from '../../../engine/react/index.ts';
import type { RevisionDataItem } from '../../../schemas/revision-data.ts';
import { formatDateTime } from '../../format.ts';
import { useStores } from '../../stores/context.ts';
import type { DocumentEditor } from '../../stores/EditorStore.ts';
import { ReportPageStore, type ReportSubject } from '../../stores/ReportPageStore.ts';

type PreviewSource =
  | { kind: 'trial' }
  | { kind: 'fixture' }
  | { kind: 'manuscript'; manuscriptId: number; revisionId?: number };

const sourceKey = (source: PreviewSource) =>
  source.kind === 'manuscript' ? `manuscript:${source.manuscriptId}` : source.kind;

function fromKey(key: string): PreviewSource {
  if (key.startsWith('manuscript:')) return { kind: 'manuscript', manuscriptId: Number(key.split(':')[1]) };
  return key === 'fixture' ? { kind: 'fixture' } : { kind: 'trial' };
}

type RevisionChoice = { id: number; created: string };

/** The definition in the editor as the engine loads it, or undefined while it does not hold (checked here, not
 * read from the editor's last check, which may be of an earlier text). */
function compiled(editor: DocumentEditor): ReportDefinition | undefined {
  const value = editor.value;
  if (!value) return undefined;
  const name = `${editor.name}.report.json`;
  const files = [
    ...editor.others.filter((o) => o.key !== editor.name).map((o) => ({ name: `${o.key}.report.json`, json: o.json })),
    { name, json: value },
  ];
  const definition = loadReportDefinitions(files, { blockTypes: blockContracts, only: name }).definitions[0];
  return definition && definition.blockProblems.length === 0 ? definition : undefined;
}

export const DefinitionPreview = observer(function DefinitionPreview({ editor }: { editor: DocumentEditor }) {
  const root = useStores();
  const { userStatus, errorDialog, manuscripts } = root;
  const [source, setSource] = useState<PreviewSource>({ kind: 'trial' });
  const [print, setPrint] = useState(false);
  const [fixture, setFixture] = useState<readonly RevisionDataItem[] | null>(null);
  const [revisions, setRevisions] = useState<readonly RevisionChoice[]>([]);
  // A report page store of the preview's own: what the editor previews never disturbs the reader's pages.
  const store = useMemo(
    () => new ReportPageStore(root.api, root.content, root.manuscripts, root.rules, root.settings),
    [root],
  );
  // Compiled once per text (a new definition object would make every block bind again).
  const text = editor.text;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is what the definition is made of
  const definition = useMemo(() => compiled(editor), [editor, text]);
  const subject: ReportSubject = useMemo(
    () =>
      source.kind === 'manuscript'
        ? { kind: 'manuscript', manuscriptId: source.manuscriptId, revisionId: source.revisionId }
        : { kind: 'trial' },
    [source],
  );
  const chosenManuscript = source.kind === 'manuscript' ? source.manuscriptId : undefined;
  const dataKey = definition ? JSON.stringify(definition.data) : '';

  useEffect(() => {
    manuscripts.list.load().catch(() => undefined);
  }, [manuscripts]);
  useEffect(() => {
    setRevisions([]);
    if (chosenManuscript === undefined) return;
    manuscripts
      .revisions(chosenManuscript)
      .then((list) => setRevisions([...list].sort((a, b) => b.id - a.id).map(({ id, created }) => ({ id, created }))))
      .catch((error: unknown) => errorDialog.show(error));
  }, [chosenManuscript, manuscripts, errorDialog]);
  useEffect(() => {
    if (source.kind !== 'fixture' || fixture) return;
    import('../../../tests/fixtures/contracts/revision-data/manuscript.json')
      .then((module) => setFixture(module.default as unknown as RevisionDataItem[]))
      .catch((error: unknown) => errorDialog.show(error));
  }, [source, fixture, errorDialog]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the data are fetched again only when the sources change
  useEffect(() => {
    if (!definition) return;
    store.open(subject, [definition]).catch((error: unknown) => errorDialog.show(error));
  }, [store, subject, dataKey, errorDialog]);

  const data = source.kind === 'fixture' ? fixture : store.data;
  const isAdmin = userStatus.isAdmin;
  const revision = store.revision;
  const reportId = definition?.reportId ?? 0;
  const context = useMemo(
    () => ({
      reportId,
      isAdmin,
      isTrial: subject.kind === 'trial',
      isSimilarBook: false,
      print,
      revisionId: String(revision?.id ?? ''),
      modelVersion: revision?.modelVersion,
    }),
    [reportId, isAdmin, subject, print, revision],
  );
  const ready = definition && store.state === 'ready' && data;
  return (
    <section aria-labelledby="preview-heading" className="editor-preview">
      <h2 id="preview-heading">Forhåndsvisning</h2>
      <div className="filter">
        <label className="field inline">
          <span>Data fra</span>
          <select value={sourceKey(source)} onChange={(event) => setSource(fromKey(event.target.value))}>
            <option value="trial">Prøverapporten</option>
            <option value="fixture">Kontraktfixturen</option>
            {manuscripts.list.items.map((m) => (
              <option key={m.id} value={`manuscript:${m.id}`}>
                {m.title}
              </option>
            ))}
          </select>
        </label>
        {source.kind === 'manuscript' && revisions.length > 0 && (
          <label className="field inline">
            <span>Revision</span>
            <select
              value={source.revisionId ?? revisions[0]!.id}
              onChange={(event) => setSource({ ...source, revisionId: Number(event.target.value) })}
            >
              {revisions.map((r) => (
                <option key={r.id} value={r.id}>
                  {formatDateTime(r.created)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="field inline">
          <input type="checkbox" checked={print} onChange={(event) => setPrint(event.target.checked)} />
          <span>Som udskrift</span>
        </label>
      </div>
      {!definition ? (
        <p role="status">Forhåndsvisningen vises, når definitionen er uden fejl.</p>
      ) : !ready ? (
        <p role="status">Henter data til forhåndsvisningen…</p>
      ) : (
        <div className={print ? 'preview-frame print-preview' : 'preview-frame'} data-testid="preview">
          <ReportView
            definition={definition}
            data={data}
            content={store.contentFor(definition.reportId)}
            context={context}
          />
        </div>
      )}
    </section>
  );
});
