/**
 * The page being edited, rendered by the real engine as readers will see it: against the trial report, a book of
 * the reference library or a chosen revision of one of the editor's own manuscripts, on screen or as printed. It
 * follows the text as it is typed whenever the text holds as a definition, and keeps the last one that did.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { loadReportDefinitions, type ReportDefinition } from '../../../engine/index.ts';
import { blockContracts, ReportView } from '../../../engine/react/index.ts';
import { formatDateTime } from '../../format.ts';
import { useStores } from '../../stores/context.ts';
import type { DocumentEditor } from '../../stores/EditorStore.ts';
import { ReportPageStore, type ReportSubject } from '../../stores/ReportPageStore.ts';
import { ChartBuilder } from './ChartBuilder.tsx';
import { DataFields } from './DataFields.tsx';
import { useLibraryBooks } from './use-library-books.ts';

type PreviewSource =
  | { kind: 'trial' }
  | { kind: 'library'; isbn: string }
  | { kind: 'manuscript'; manuscriptId: number; revisionId?: number };

const sourceKey = (source: PreviewSource) =>
  source.kind === 'manuscript'
    ? `manuscript:${source.manuscriptId}`
    : source.kind === 'library'
      ? `library:${source.isbn}`
      : source.kind;

function fromKey(key: string): PreviewSource {
  const [kind, rest = ''] = key.split(/:(.*)/s);
  if (kind === 'manuscript') return { kind: 'manuscript', manuscriptId: Number(rest) };
  if (kind === 'library') return { kind: 'library', isbn: rest };
  return { kind: 'trial' };
}

type RevisionChoice = { id: number; created: string };

/** The definition in the editor as the engine loads it, or undefined while it does not hold (checked here, not
 * read from the editor's last check, which may be of an earlier text). */
function compiled(editor: DocumentEditor): ReportDefinition | undefined {
  const value = editor.validValue;
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
  const library = useLibraryBooks();
  const lastGood = useRef<ReportDefinition | undefined>(undefined);
  const [revisions, setRevisions] = useState<readonly RevisionChoice[]>([]);
  // A report page store of the preview's own: what the editor previews never disturbs the reader's pages.
  const store = useMemo(
    () => new ReportPageStore(root.api, root.content, root.manuscripts, root.rules, root.settings),
    [root],
  );
  // Compiled once per text (a new definition object would make every block bind again).
  const text = editor.text;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is what the definition is made of
  const current = useMemo(() => compiled(editor), [editor, text]);
  if (current) lastGood.current = current;
  // While the text has problems the preview keeps the last definition that had none.
  const definition = current ?? lastGood.current;
  const kept = !current && definition !== undefined;
  const subject: ReportSubject = useMemo(
    () =>
      source.kind === 'manuscript'
        ? { kind: 'manuscript', manuscriptId: source.manuscriptId, revisionId: source.revisionId }
        : source.kind === 'library'
          ? { kind: 'similarBook', isbn: source.isbn }
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the data are fetched again only when the sources change
  useEffect(() => {
    if (!definition) return;
    store.open(subject, [definition]).catch((error: unknown) => errorDialog.show(error));
  }, [store, subject, dataKey, errorDialog]);

  const data = store.data;
  const isAdmin = userStatus.isAdmin;
  const revision = store.revision;
  const reportId = definition?.reportId ?? 0;
  const context = useMemo(
    () => ({
      reportId,
      isAdmin,
      isTrial: subject.kind === 'trial',
      isSimilarBook: subject.kind === 'similarBook',
      print,
      revisionId: String(revision?.id ?? ''),
      modelVersion: revision?.modelVersion,
    }),
    [reportId, isAdmin, subject, print, revision],
  );
  const ready = definition && store.state === 'ready' && data;
  const sourceName =
    source.kind === 'library'
      ? (library.find((b) => b.isbn === source.isbn)?.title ?? 'bogen')
      : source.kind === 'manuscript'
        ? (manuscripts.list.items.find((m) => m.id === source.manuscriptId)?.title ?? 'manuskriptet')
        : 'prøverapporten';
  return (
    <section aria-labelledby="preview-heading" className="editor-preview">
      <h2 id="preview-heading">Forhåndsvisning</h2>
      <div className="filter">
        <label className="field inline">
          <span>Data fra</span>
          <select value={sourceKey(source)} onChange={(event) => setSource(fromKey(event.target.value))}>
            <option value="trial">Prøverapporten</option>
            {manuscripts.list.items.length > 0 && (
              <optgroup label="Dine manuskripter">
                {manuscripts.list.items.map((m) => (
                  <option key={m.id} value={`manuscript:${m.id}`}>
                    {m.title}
                  </option>
                ))}
              </optgroup>
            )}
            {library.length > 0 && (
              <optgroup label="Bøger i biblioteket">
                {library.map((book) => (
                  <option key={book.isbn} value={`library:${book.isbn}`}>
                    {book.title} ({book.author})
                  </option>
                ))}
              </optgroup>
            )}
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
      {kept && (
        <p className="field-hint" role="status" data-testid="preview-kept">
          Teksten har fejl: forhåndsvisningen viser den sidste udgave uden fejl.
        </p>
      )}
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
      {definition && <DataFields definition={definition} data={ready ? data : null} sourceName={sourceName} />}
      {definition && (
        <ChartBuilder editor={editor} definition={definition} data={ready ? data : null} sourceName={sourceName} />
      )}
    </section>
  );
});
