/**
 * '/trial': the trial report for visitors and authors without a subscription: a finished analysis of a sample
 * manuscript with the same pages as a real report (isTrial). The page is chosen with ?rapport=. Its banner offers
 * the next step: a visitor 'Opret bruger' and the prices, a signed-in author without a subscription the prices.
 */
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router';
import { ReportNav } from '../components/ReportNav.tsx';
import { DASHBOARD_REPORT_ID } from '../reports/definitions.ts';
import { paths, TRIAL_REPORT_PARAM } from '../routes/paths.ts';
import { useStores } from '../stores/context.ts';
import { ReportScreen } from './ReportScreen.tsx';

export const TrialReportPage = observer(function TrialReportPage() {
  const { auth } = useStores();
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
        <div className="subject-banner trial-banner">
          <p>Prøverapport: sådan ser Lektørs rapport ud for et eksempel på et manuskript.</p>
          <p className="trial-actions">
            {!auth.signedIn && (
              <Link className="button primary" to="/login?signup=1&returnTo=%2Fpricing">
                Opret bruger
              </Link>
            )}
            <Link className="button" to={paths.pricing}>
              Se priser og få din egen rapport
            </Link>
          </p>
        </div>
        <ReportScreen reportId={reportId} />
      </main>
    </div>
  );
});
