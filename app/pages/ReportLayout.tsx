/**
 * '/manuscripts/:manuscriptId' and '/similarbook/:isbn': the report navigation (dashboard, analysis, every
 * report page, print) and the child page. A similar book shows its title and author above; a manuscript the
 * version shown (number and upload date) and, outside the admin area and not on the print view (which carries no
 * on-screen actions, docs/REPORTS.md, print), its version actions ('Upload ny version', 'Sammenlign med forrige
 * version').
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { prefetchChartCode } from '../../engine/react/blocks/chart/chart-code.ts';
import { ReportNav } from '../components/ReportNav.tsx';
import { ReportVersion } from '../components/ReportVersion.tsx';
import { VersionActions } from '../components/VersionActions.tsx';
import { closedTo, definitionFor } from '../reports/definitions.ts';
import { preloadReportPage } from '../routes/report-children.tsx';
import { useReportRoute } from '../routes/report-subject.ts';
import { useStores } from '../stores/context.ts';
import { useReportPageStore } from '../stores/ReportPageStore.ts';
import { whenIdle } from '../when-idle.ts';

export const ReportLayout = observer(function ReportLayout() {
  const { base, subject, inAdminArea } = useReportRoute();
  const reportPage = useReportPageStore();
  const { userStatus } = useStores();
  const metadata = reportPage.metadata;
  const path = useLocation().pathname;
  const onPrint = path.endsWith('/print');
  // The dashboard's charts come drawn by the server (once it has drawn them) and need no chart code until the
  // reader reaches for one (a chart, or another page's link): there it loads then, not beside the page.
  const onDashboard = path.endsWith('/dashboard');
  // Elsewhere the charts' code is fetched while the page waits for its data, not after the data has come; not for
  // print, whose charts the server draws (a chart it did not draw loads the code when it is drawn).
  useEffect(() => {
    if (!onPrint && !onDashboard) prefetchChartCode();
  }, [onPrint, onDashboard]);
  // Once a page has its data (the dashboard, mostly), the report pages' code loads while the browser idles.
  const ready = reportPage.state === 'ready';
  useEffect(() => {
    if (ready && !onPrint) whenIdle(preloadReportPage);
  }, [ready, onPrint]);
  return (
    <div className="report-layout">
      <ReportNav
        dashboardHref={`${base}/dashboard`}
        analysisHref={`${base}/analysis`}
        {...(subject.kind === 'manuscript' && !inAdminArea ? { textHref: `${base}/text` } : {})}
        printHref={`${base}/print`}
        reportHref={(reportId) => `${base}/analysis/${reportId}`}
        onPageIntent={(reportId) => {
          prefetchChartCode();
          const definition = definitionFor(reportId);
          if (definition && !closedTo(definition, subject, userStatus.isAdmin))
            reportPage.prefetch(subject, [definition]);
        }}
      />
      <main className="report-main">
        {subject.kind === 'similarBook' && metadata?.author && (
          <p className="subject-banner">
            Lignende bog: <strong>{metadata.title}</strong> af {metadata.author}
          </p>
        )}
        {subject.kind === 'manuscript' && reportPage.versionNumber !== null && reportPage.revision ? (
          <ReportVersion number={reportPage.versionNumber} created={reportPage.revision.created} />
        ) : null}
        {/* The author's own actions: not in the admin area, where the manuscript may be another author's; not in print. */}
        {subject.kind === 'manuscript' && !inAdminArea && !onPrint && (
          <VersionActions manuscriptId={subject.manuscriptId} />
        )}
        <Outlet />
      </main>
    </div>
  );
});
