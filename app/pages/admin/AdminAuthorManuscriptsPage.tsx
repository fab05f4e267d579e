/** 'admin/authors/manuscripts/:authorId': an author's manuscripts. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../engine/format.ts';
import { ManuscriptStatus } from '../../components/ManuscriptStatus.tsx';
import { Pager } from '../../components/Pager.tsx';
import { paths } from '../../routes/paths.ts';
import { useStores } from '../../stores/context.ts';
import type { PagedList } from '../../stores/PagedList.ts';

export const AdminAuthorManuscriptsPage = observer(function AdminAuthorManuscriptsPage() {
  const id = Number(useParams().authorId);
  const { admin, errorDialog } = useStores();
  const onError = (error: unknown) => errorDialog.show(error);
  const list = admin.authorManuscripts;
  useEffect(() => {
    admin.showAuthorLists(id);
    admin.authorManuscripts.load(1).catch((error: unknown) => errorDialog.show(error));
  }, [admin, id, errorDialog]);
  return (
    <section aria-labelledby="admin-author-manuscripts-heading">
      <h2 id="admin-author-manuscripts-heading">Forfatterens manuskripter</h2>
      <p>
        <Link to={paths.adminAuthor(id)}>Tilbage til forfatteren</Link>
      </p>
      {!list.current ? (
        <p role="status">Henter manuskripter…</p>
      ) : list.items.length === 0 ? (
        <p>Forfatteren har ingen manuskripter.</p>
      ) : (
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
              <tr key={m.id} data-manuscript-id={m.id}>
                <td>
                  <Link to={paths.adminManuscript(m.id)}>{m.title}</Link>
                </td>
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
      )}
      <Pager list={list as PagedList<unknown>} label="Sider med manuskripter" onError={onError} />
    </section>
  );
});
