/**
 * '/redaktion/:kind/:name': one report definition or content text being edited: the form for the simple fields,
 * the JSON editor with the server's checks as you type, save as draft or publish (from the version opened: if
 * someone published meanwhile the server says so and the text stays here), the live preview of a report page,
 * and the history with roll-back and comparison.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { DocumentKind } from '../../../schemas/api/editor.ts';
import { LoadingView } from '../../components/LoadingView.tsx';
import { useStores } from '../../stores/context.ts';
import { DocumentEditor } from '../../stores/EditorStore.ts';
import { DefinitionForm } from './DefinitionForm.tsx';
import { DefinitionPreview } from './DefinitionPreview.tsx';
import { EditActions } from './EditActions.tsx';
import { blockCompletions, editorChecks } from './editor-checks.ts';
import { JsonEditor } from './JsonEditor.tsx';
import { TextForm } from './TextForm.tsx';
import { jsonOnlyTexts } from './text-form-fields.ts';
import { useEditorStore } from './use-editor-store.ts';
import { VersionHistory } from './VersionHistory.tsx';

export const EditDocumentPage = observer(function EditDocumentPage() {
  const params = useParams();
  const kind: DocumentKind = params.kind === 'content' ? 'content' : 'report';
  const name = params.name ?? '';
  const { api, errorDialog } = useStores();
  const documents = useEditorStore();
  const [editor, setEditor] = useState<DocumentEditor | null>(null);

  useEffect(() => {
    let current = true;
    setEditor(null);
    (async () => {
      const check = await editorChecks();
      const opened = new DocumentEditor(api, kind, name, check);
      await opened.open();
      if (current) setEditor(opened);
    })().catch((error: unknown) => errorDialog.show(error));
    if (documents.documents.length === 0) documents.loadDocuments().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, kind, name, errorDialog, documents]);

  const title = documents.documents.find((d) => d.kind === kind && d.name === name)?.title ?? name;
  if (!editor) return <LoadingView text="Åbner…" />;
  return (
    <main className="page editor-page">
      <p>
        <Link to="/redaktion">← Redaktion</Link>
      </p>
      <h1>Redigér: {title}</h1>
      <p className="field-hint">
        {editor.baseVersion === 0
          ? `Ny side, ikke udgivet endnu; teksten er fra version ${editor.openedVersion}.`
          : `Åbnet fra den udgivne version ${editor.baseVersion}${
              editor.openedVersion !== editor.baseVersion ? `; teksten er fra version ${editor.openedVersion}` : ''
            }.`}
      </p>
      <EditActions editor={editor} title={title} />
      <div className={kind === 'report' ? 'editor-columns' : ''}>
        <div className="editor-main">
          {kind === 'report' && <DefinitionForm editor={editor} />}
          {kind === 'content' && !jsonOnlyTexts.has(name) && <TextForm editor={editor} />}
          <h2 id="json-heading">JSON</h2>
          <JsonEditor
            label={`JSON for ${title}`}
            text={editor.text}
            revision={editor.revision}
            onChange={(text) => editor.setText(text)}
            check={() => editor.checkNow()}
            completions={kind === 'report' ? blockCompletions : undefined}
          />
          <Problems editor={editor} />
        </div>
        {kind === 'report' && <DefinitionPreview editor={editor} />}
      </div>
      <VersionHistory editor={editor} />
    </main>
  );
});

const Problems = observer(function Problems({ editor }: { editor: DocumentEditor }) {
  return (
    <section aria-labelledby="problems-heading" className="editor-problems">
      <h2 id="problems-heading">Fejl</h2>
      {editor.problems.length === 0 ? (
        <p role="status">Ingen fejl: teksten kan gemmes.</p>
      ) : (
        <ul aria-label="Fejl i teksten" data-testid="problems">
          {editor.problems.map((problem) => (
            <li key={`${problem.pointer}:${problem.message}`}>
              <code>{problem.pointer || '/'}</code>: {problem.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
