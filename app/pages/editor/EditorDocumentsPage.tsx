/** '/redaktion': the report pages and content texts an editor may change, each with its versions. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../components/DataTable.tsx';
import { formatDateTime } from '../../format.ts';
import { useStores } from '../../stores/context.ts';
import { NewReportPageForm } from './NewReportPageForm.tsx';
import { useEditorStore } from './use-editor-store.ts';

export const EditorDocumentsPage = observer(function EditorDocumentsPage() {
  const editor = useEditorStore();
  const { errorDialog } = useStores();
  useEffect(() => {
    editor.loadDocuments().catch((error: unknown) => errorDialog.show(error));
  }, [editor, errorDialog]);
  // By Danish title, as Danish sorts (æ, ø, å last).
  const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title, 'da');
  const reports = editor.documents.filter((d) => d.kind === 'report').sort(byTitle);
  const texts = editor.documents.filter((d) => d.kind === 'content').sort(byTitle);
  return (
    <main className="page editor-page">
      <h1>Redaktion</h1>
      <p>
        Her retter du rapportsiderne og teksterne. En ændring gemmes som kladde eller udgives; hver version gemmes, og
        du kan altid rulle tilbage til en tidligere.
      </p>
      {editor.documents.length === 0 ? (
        <p role="status">{editor.loading ? 'Henter sider og tekster…' : 'Der er intet at rette.'}</p>
      ) : (
        <>
          <DocumentTable heading="Rapportsider" id="editor-reports" documents={reports} />
          <DocumentTable heading="Tekster" id="editor-texts" documents={texts} />
          <NewReportPageForm editor={editor} />
        </>
      )}
    </main>
  );
});

type Documents = ReturnType<typeof useEditorStore>['documents'];

const documentColumns: readonly Column<Documents[number]>[] = [
  { name: 'Navn', cell: (d) => <Link to={`/redaktion/${d.kind}/${d.name}`}>{d.title}</Link> },
  { name: 'Udgivet version', cell: (d) => (d.publishedVersion === 0 ? 'Ikke udgivet' : d.publishedVersion) },
  {
    name: 'Nyeste version',
    cell: (d) => `${d.latestVersion}${d.latestVersion > d.publishedVersion ? ' (kladde)' : ''}`,
  },
  { name: 'Sidst ændret', cell: (d) => formatDateTime(d.changedAt) },
];

function DocumentTable({ heading, id, documents }: { heading: string; id: string; documents: Documents }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <DataTable
        columns={documentColumns}
        items={documents}
        rowKey={(d) => `${d.kind}/${d.name}`}
        rowAttributes={(d) => ({ 'data-document': `${d.kind}/${d.name}` })}
      />
    </section>
  );
}
