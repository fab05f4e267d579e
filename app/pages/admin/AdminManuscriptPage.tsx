/** 'admin/manuscript/:manuscriptId': one manuscript with its author, revisions and links to its report pages. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../engine/format.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { LoadingView } from '../../components/LoadingView.tsx';
import { ManuscriptStatus } from '../../components/ManuscriptStatus.tsx';
import { DASHBOARD_REPORT_ID, reportSummaries } from '../../reports/definitions.ts';
import { paths } from '../../routes/paths.ts';
import { useAdminStore } from '../../stores/AdminStore.ts';
import { useStores } from '../../stores/context.ts';

export const AdminManuscriptPage = observer(function AdminManuscriptPage() {
  const id = Number(useParams().manuscriptId);
  const { errorDialog } = useStores();
  const admin = useAdminStore();
  useEffect(() => {
    admin.loadManuscript(id).catch((error: unknown) => errorDialog.show(error));
  }, [admin, id, errorDialog]);
  const m = admin.manuscript;
  if (!m || m.id !== id) return <LoadingView />;
  return (
    <section aria-labelledby="admin-manuscript-heading">
      <h2 id="admin-manuscript-heading">{m.title}</h2>
      <dl className="card facts">
        <dt>Forfatter</dt>
        <dd>
          <Link to={paths.adminAuthor(m.author.id)}>{m.author.name}</Link>
        </dd>
        <dt>Genre</dt>
        <dd>{m.genre}</dd>
        <dt>Målgruppe</dt>
        <dd>{m.audience}</dd>
        <dt>Uploadet</dt>
        <dd>{formatDate(m.created)}</dd>
        <dt>Status</dt>
        <dd>
          <ManuscriptStatus manuscript={m} />
        </dd>
      </dl>
      <h3>Revisioner</h3>
      <DataTable
        columns={[
          { name: 'Revision', cell: (r) => r.id },
          { name: 'Oprettet', cell: (r) => formatDate(r.created) },
          { name: 'Modelversion', cell: (r) => r.modelVersion },
          { name: 'Status', cell: (r) => <ManuscriptStatus manuscript={r} /> },
        ]}
        items={m.revisions}
        rowKey={(r) => r.id}
      />
      {m.status === 'done' && (
        <>
          <h3>Rapport</h3>
          <ul className="report-links">
            {reportSummaries.map((d) => (
              <li key={d.reportId}>
                <Link to={paths.adminManuscriptReportView(m.id, d.reportId)}>
                  {d.reportId === DASHBOARD_REPORT_ID ? 'Overblik' : d.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});
