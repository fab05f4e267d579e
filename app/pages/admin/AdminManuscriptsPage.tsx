/** 'admin/manuscripts': every manuscript, newest first, filtered by status. */
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { manuscriptStatusText } from '../../components/ManuscriptStatus.tsx';
import { ManuscriptTable } from '../../components/ManuscriptTable.tsx';
import { Pager } from '../../components/Pager.tsx';
import { paths } from '../../routes/paths.ts';
import { useAdminStore } from '../../stores/AdminStore.ts';
import { useStores } from '../../stores/context.ts';
import type { PagedList } from '../../stores/PagedList.ts';

export const AdminManuscriptsPage = observer(function AdminManuscriptsPage() {
  const { errorDialog } = useStores();
  const admin = useAdminStore();
  const onError = (error: unknown) => errorDialog.show(error);
  const list = admin.manuscripts;
  const statusId = useId();
  useEffect(() => {
    list.load().catch((error: unknown) => errorDialog.show(error));
  }, [list, errorDialog]);
  return (
    <section aria-labelledby="admin-manuscripts-heading">
      <h2 id="admin-manuscripts-heading">Manuskripter</h2>
      <div className="filter">
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          value={list.filters.status ?? ''}
          onChange={(e) => list.filter({ status: e.target.value || undefined }).catch(onError)}
        >
          <option value="">Alle</option>
          {Object.entries(manuscriptStatusText).map(([status, text]) => (
            <option key={status} value={status}>
              {text}
            </option>
          ))}
        </select>
      </div>
      {!list.current ? (
        <p role="status">Henter manuskripter…</p>
      ) : list.items.length === 0 ? (
        <p>Ingen manuskripter.</p>
      ) : (
        <ManuscriptTable
          manuscripts={list.items}
          href={(m) => paths.adminManuscript(m.id)}
          author={(m) => <Link to={paths.adminAuthor(m.author.id)}>{m.author.name}</Link>}
        />
      )}
      <Pager list={list as PagedList<unknown>} label="Sider med manuskripter" onError={onError} />
    </section>
  );
});
