/**
 * 'admin/similarbooks': the reference library of published books; each opens the similar-book view. Admins add
 * a book by uploading its file and remove one (after a confirmation).
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../engine/format.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { Pager } from '../../components/Pager.tsx';
import { paths } from '../../routes/paths.ts';
import { useAdminStore } from '../../stores/AdminStore.ts';
import { useStores } from '../../stores/context.ts';
import type { PagedList } from '../../stores/PagedList.ts';
import { LibraryBookForm } from './LibraryBookForm.tsx';

export const AdminSimilarBooksPage = observer(function AdminSimilarBooksPage() {
  const { errorDialog, dialogs } = useStores();
  const admin = useAdminStore();
  const onError = (error: unknown) => errorDialog.show(error);
  const list = admin.similarBooks;
  useEffect(() => {
    list.load().catch((error: unknown) => errorDialog.show(error));
  }, [list, errorDialog]);
  return (
    <section aria-labelledby="admin-similar-heading">
      <h2 id="admin-similar-heading">Lignende bøger</h2>
      {!list.current ? (
        <p role="status">Henter bøger…</p>
      ) : list.items.length === 0 ? (
        <p>Biblioteket er tomt.</p>
      ) : (
        <DataTable
          items={list.items}
          rowKey={(b) => b.isbn}
          rowAttributes={(b) => ({ 'data-isbn': b.isbn })}
          columns={[
            { name: 'Titel', cell: (b) => <Link to={`${paths.similarbook(b.isbn)}/dashboard`}>{b.title}</Link> },
            { name: 'Forfatter', cell: (b) => b.author || '–' },
            { name: 'År', cell: (b) => b.year ?? '–' },
            { name: 'Form', cell: (b) => b.form ?? '–' },
            { name: 'ISBN', cell: (b) => (isRealIsbn(b.isbn) ? b.isbn : '–') },
            { name: 'Genre', cell: (b) => b.genre },
            { name: 'Målgruppe', cell: (b) => b.audience },
            { name: 'Analyseret', cell: (b) => formatDate(b.created) },
            {
              name: 'Handlinger',
              nameHidden: true,
              cell: (b) => (
                <button
                  type="button"
                  className="button"
                  aria-label={`Fjern ${b.title}`}
                  onClick={() => {
                    admin.askToRemove(b);
                    dialogs.show('removeLibraryBook');
                  }}
                >
                  Fjern
                </button>
              ),
            },
          ]}
        />
      )}
      <Pager list={list as PagedList<unknown>} label="Sider med bøger" onError={onError} />
      <LibraryBookForm />
      <ConfirmDialog
        name="removeLibraryBook"
        title="Fjern bogen?"
        confirmLabel="Ja, fjern"
        onConfirm={() => {
          admin
            .removeLibraryBook()
            .then(() => dialogs.close())
            .catch((error: unknown) => {
              dialogs.close();
              onError(error);
            });
        }}
      >
        <p>
          {admin.bookToRemove?.title ?? 'Bogen'} fjernes fra biblioteket og indgår ikke længere i sammenligningen med
          lignende bøger.
        </p>
      </ConfirmDialog>
    </section>
  );
});

/** Lektør's own ids ('lektor-…') are not shown as an ISBN. */
const isRealIsbn = (id: string) => !id.startsWith('lektor-');
