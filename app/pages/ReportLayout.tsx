/**
 * '/manuscripts/:manuscriptId' and '/similarbook/:isbn': the report navigation (dashboard, analysis, every
 * report page, print) and the child page. A similar book shows its title and author above.
 */
import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router';
import { ReportNav } from '../components/ReportNav.tsx';
import { useReportRoute } from '../routes/report-subject.ts';
import { useReportPageStore } from '../stores/ReportPageStore.ts';

export const ReportLayout = observer(function ReportLayout() {
  const { base, subject } = useReportRoute();
  const reportPage = useReportPageStore();
  const metadata = reportPage.metadata;
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
        <Outlet />
      </main>
    </div>
  );
});
