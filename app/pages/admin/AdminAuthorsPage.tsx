/** 'admin/authors': authors by name, searchable by part of the name or e-mail address. */
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Pager } from '../../components/Pager.tsx';
import { useAdminStore } from '../../stores/AdminStore.ts';
import { useStores } from '../../stores/context.ts';
import type { PagedList } from '../../stores/PagedList.ts';
import { AuthorsTable } from './AuthorsTable.tsx';

export const AdminAuthorsPage = observer(function AdminAuthorsPage() {
  const { errorDialog } = useStores();
  const admin = useAdminStore();
  const onError = (error: unknown) => errorDialog.show(error);
  const list = admin.authors;
  const searchId = useId();
  const [query, setQuery] = useState(list.filters.q ?? '');
  useEffect(() => {
    list.load().catch((error: unknown) => errorDialog.show(error));
  }, [list, errorDialog]);
  return (
    <section aria-labelledby="admin-authors-heading">
      <h2 id="admin-authors-heading">Forfattere</h2>
      <form
        className="filter"
        aria-label="Søg efter forfattere"
        onSubmit={(event) => {
          event.preventDefault();
          list.filter({ q: query.trim() || undefined }).catch(onError);
        }}
      >
        <label htmlFor={searchId}>Søg efter navn eller e-mail</label>
        <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="submit" className="button">
          Søg
        </button>
      </form>
      {!list.current ? (
        <p role="status">Henter forfattere…</p>
      ) : list.items.length === 0 ? (
        <p>Ingen forfattere fundet.</p>
      ) : (
        <AuthorsTable authors={list.items} />
      )}
      <Pager list={list as PagedList<unknown>} label="Sider med forfattere" onError={onError} />
    </section>
  );
});
