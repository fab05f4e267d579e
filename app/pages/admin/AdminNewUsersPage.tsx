/** 'admin/newusers': the newest authors first, with a time filter on when they signed up. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Pager } from '../../components/Pager.tsx';
import { TimeFilter } from '../../components/TimeFilter.tsx';
import { useAdminStore } from '../../stores/AdminStore.ts';
import { useStores } from '../../stores/context.ts';
import type { PagedList } from '../../stores/PagedList.ts';
import { AuthorsTable } from './AuthorsTable.tsx';

export const AdminNewUsersPage = observer(function AdminNewUsersPage() {
  const { errorDialog } = useStores();
  const admin = useAdminStore();
  const onError = (error: unknown) => errorDialog.show(error);
  const list = admin.newUsers;
  useEffect(() => {
    list.load().catch((error: unknown) => errorDialog.show(error));
  }, [list, errorDialog]);
  return (
    <section aria-labelledby="admin-new-users-heading">
      <h2 id="admin-new-users-heading">Nye brugere</h2>
      <TimeFilter list={list as PagedList<unknown>} onError={onError} />
      {!list.current ? (
        <p role="status">Henter nye brugere…</p>
      ) : list.items.length === 0 ? (
        <p>Ingen nye brugere i perioden.</p>
      ) : (
        <AuthorsTable authors={list.items} />
      )}
      <Pager list={list as PagedList<unknown>} label="Sider med nye brugere" onError={onError} />
    </section>
  );
});
