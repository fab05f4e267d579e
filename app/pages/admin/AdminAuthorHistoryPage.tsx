/** 'admin/author/:authorId/history': an author's history with a time filter. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../routes/paths.ts';
import { useAdminStore } from '../../stores/AdminStore.ts';
import { useStores } from '../../stores/context.ts';
import { HistoryTable } from '../profile/ProfileHistory.tsx';

export const AdminAuthorHistoryPage = observer(function AdminAuthorHistoryPage() {
  const id = Number(useParams().authorId);
  const { errorDialog } = useStores();
  const admin = useAdminStore();
  useEffect(() => {
    admin.showAuthorLists(id);
    admin.authorHistory.load(1).catch((error: unknown) => errorDialog.show(error));
  }, [admin, id, errorDialog]);
  return (
    <section aria-labelledby="admin-history-heading">
      <h2 id="admin-history-heading">Historik</h2>
      <p>
        <Link to={paths.adminAuthor(id)}>Tilbage til forfatteren</Link>
      </p>
      <HistoryTable list={admin.authorHistory} heading="Forfatterens historik" />
    </section>
  );
});
