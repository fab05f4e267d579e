/** The author's manuscripts: a paged list with the status of each analysis. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../engine/index.ts';
import type { Manuscript } from '../../schemas/api/manuscripts.ts';
import { useStores } from '../stores/context.ts';

const statusText: Record<Manuscript['status'], string> = {
  queued: 'I kø',
  analysing: 'Analyseres',
  done: 'Færdig',
  failed: 'Fejlet',
};

function StatusCell({ manuscript }: { manuscript: Manuscript }) {
  if (manuscript.status === 'analysing') {
    return (
      <span>
        {statusText.analysing} ({Math.round(manuscript.progress * 100)} %)
      </span>
    );
  }
  if (manuscript.status === 'failed') {
    return (
      <span>
        {statusText.failed}: {manuscript.failureReason}
      </span>
    );
  }
  return <span>{statusText[manuscript.status]}</span>;
}

export const ManuscriptsPage = observer(function ManuscriptsPage() {
  const { manuscripts, errorDialog } = useStores();
  useEffect(() => {
    manuscripts.load().catch((error: unknown) => errorDialog.show(error));
  }, [manuscripts, errorDialog]);
  const page = manuscripts.page;
  if (!page) return <p role="status">Indlæser manuskripter…</p>;
  if (page.total === 0) return <p>Du har ikke uploadet nogen manuskripter endnu.</p>;
  return (
    <section aria-labelledby="manuscripts-heading">
      <h2 id="manuscripts-heading">Manuskripter</h2>
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
          {page.items.map((m) => (
            <tr key={m.id} data-manuscript-id={m.id} data-status={m.status}>
              <td>
                <Link to={`/manuscripts/${m.id}/dashboard`}>{m.title}</Link>
              </td>
              <td>{m.genre}</td>
              <td>{m.audience}</td>
              <td>{formatDate(m.created)}</td>
              <td>
                <StatusCell manuscript={m} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {manuscripts.pageCount > 1 && (
        <nav aria-label="Sider" className="pager">
          <button
            type="button"
            className="button"
            disabled={page.page <= 1}
            onClick={() => manuscripts.load(page.page - 1)}
          >
            Forrige
          </button>
          <span>
            Side {page.page} af {manuscripts.pageCount}
          </span>
          <button
            type="button"
            className="button"
            disabled={page.page >= manuscripts.pageCount}
            onClick={() => manuscripts.load(page.page + 1)}
          >
            Næste
          </button>
        </nav>
      )}
    </section>
  );
});
