/**
 * '/trial': the trial report for visitors and authors without a subscription: a finished analysis of a sample
 * manuscript with the same pages as a real report (isTrial). The page is chosen with ?rapport=.
 */
import { useSearchParams } from 'react-router';
import { ReportNav } from '../components/ReportNav.tsx';
import { DASHBOARD_REPORT_ID } from '../reports/definitions.ts';
import { paths, TRIAL_REPORT_PARAM } from '../routes/paths.ts';
import { ReportScreen } from './ReportScreen.tsx';

export function TrialReportPage() {
  const [params] = useSearchParams();
  const chosen = Number(params.get(TRIAL_REPORT_PARAM) ?? DASHBOARD_REPORT_ID);
  const reportId = Number.isInteger(chosen) ? chosen : DASHBOARD_REPORT_ID;
  return (
    <div className="report-layout">
      <ReportNav
        dashboardHref={paths.trialReport(DASHBOARD_REPORT_ID)}
        reportHref={(id) => paths.trialReport(id)}
        isCurrent={(id) => id === reportId}
      />
      <main className="report-main">
        <p className="subject-banner">Prøverapport: sådan ser Lektørs rapport ud for et eksempel på et manuskript.</p>
        <ReportScreen reportId={reportId} />
      </main>
    </div>
  );
}
