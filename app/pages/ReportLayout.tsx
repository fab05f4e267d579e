/**
 * '/manuscripts/:manuscriptId' and '/similarbook/:isbn': the report navigation (dashboard, analysis, every
 * report page, print) and the child page. A similar book shows its title and author above; a manuscript its
 * version actions ('Upload ny version', 'Sammenlign med forrige version'), outside the admin area and not on the
 * print view, which carries no on-screen actions (docs/REPORTS.md, print).
 */
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation } from 'react-router';
import { ReportNav } from '../components/ReportNav.tsx';
import { VersionActions } from '../components/VersionActions.tsx';
import { useReportRoute } from '../routes/report-subject.ts';
import { useReportPageStore } from '../stores/ReportPageStore.ts';

export const ReportLayout = observer(function ReportLayout() {
  const { base, subject, inAdminArea } = useReportRoute();
  const reportPage = useReportPageStore();
  const metadata = reportPage.metadata;
  const onPrint = useLocation().pathname.endsWith('/print');
  return (
    <div className="report-layout">
      <ReportNav
        dashboardHref={`${base}/dashboard`}
        analysisHref={`${base}/analysis`}
        printHref={`${base}/print`}
        reportHref={(reportId) => `${base}/analysis/${reportId}`}
      />
      <main className="report-main">
        {subject.kind === 'similarBook' && metadata?.author && (
          <p className="subject-banner">
            Lignende bog: <strong>{metadata.title}</strong> af {metadata.author}
          </p>
        )}
        {/* The author's own actions: not in the admin area, where the manuscript may be another author's; not in print. */}
        {subject.kind === 'manuscript' && !inAdminArea && !onPrint && (
          <VersionActions manuscriptId={subject.manuscriptId} />
        )}
        <Outlet />
      </main>
    </div>
  );
});
