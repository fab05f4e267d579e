/** 'admin/authors/manuscripts/:authorId': an author's manuscripts. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ManuscriptTable } from '../../components/ManuscriptTable.tsx';
import { Pager } from '../../components/Pager.tsx';
import { paths } from '../../routes/paths.ts';
import { useAdminStore } from '../../stores/AdminStore.ts';
import { useStores } from '../../stores/context.ts';
import type { PagedList } from '../../stores/PagedList.ts';

export const AdminAuthorManuscriptsPage = observer(function AdminAuthorManuscriptsPage() {
  const id = Number(useParams().authorId);
  const { errorDialog } = useStores();
  const admin = useAdminStore();
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
        <ManuscriptTable manuscripts={list.items} href={(m) => paths.adminManuscript(m.id)} />
      )}
      <Pager list={list as PagedList<unknown>} label="Sider med manuskripter" onError={onError} />
    </section>
  );
});
