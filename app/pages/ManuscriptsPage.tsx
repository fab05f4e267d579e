/** The author's manuscripts: a paged list with the status of each analysis. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../engine/index.ts';
import { ManuscriptStatus } from '../components/ManuscriptStatus.tsx';
import { Pager } from '../components/Pager.tsx';
import { paths } from '../routes/paths.ts';
import { useStores } from '../stores/context.ts';
import type { PagedList } from '../stores/PagedList.ts';

export const ManuscriptsPage = observer(function ManuscriptsPage() {
  const { manuscripts, userStatus, errorDialog } = useStores();
  const onError = (error: unknown) => errorDialog.show(error);
  const list = manuscripts.list;
  useEffect(() => {
    list.load().catch((error: unknown) => errorDialog.show(error));
  }, [list, errorDialog]);
  if (!list.current) return <p role="status">Indlæser manuskripter…</p>;
  if (list.total === 0) return <p>Du har ikke uploadet nogen manuskripter endnu.</p>;
  const canOpen = userStatus.hasSubscription || userStatus.isAdmin;
  return (
    <section aria-labelledby="manuscripts-heading">
      <h2 id="manuscripts-heading">Manuskripter</h2>
      {!canOpen && (
        <p className="notice">
          Du skal have et abonnement for at se rapporterne. <Link to="/pricing">Se priserne</Link>.
        </p>
      )}
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Titel</th>
            <th scope="col">Genre</th>
            <th scope="col">Målgruppe</th>
            <th scope="col">Uploadet</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((m) => (
            <tr key={m.id} data-manuscript-id={m.id} data-status={m.status}>
              <td>{canOpen ? <Link to={`${paths.manuscript(m.id)}/dashboard`}>{m.title}</Link> : m.title}</td>
              <td>{m.genre}</td>
              <td>{m.audience}</td>
              <td>{formatDate(m.created)}</td>
              <td>
                <ManuscriptStatus manuscript={m} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager list={list as PagedList<unknown>} label="Sider med manuskripter" onError={onError} />
    </section>
  );
});
