/**
 * The child routes of a report subject (spec §2): dashboard (default), analysis, print, analysis/wip and
 * analysis/:reportId under the named report route.
 */
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage, preloadOf } from './lazy-page.tsx';

const AnalysisPage = lazyPage(() => import('../pages/AnalysisPage.tsx').then((m) => m.AnalysisPage));
const DashboardPage = lazyPage(() => import('../pages/DashboardPage.tsx').then((m) => m.DashboardPage));
const PrintPage = lazyPage(() => import('../pages/PrintPage.tsx').then((m) => m.PrintPage));
const ReportInProgressPage = lazyPage(() =>
  import('../pages/ReportInProgressPage.tsx').then((m) => m.ReportInProgressPage),
);
const ReportScreen = lazyPage(() => import('../pages/ReportScreen.tsx').then((m) => m.ReportScreen));

export function reportChildren(reportViewId: string): RouteObject[] {
  return [
    { index: true, element: <Navigate to="dashboard" replace /> },
    { path: 'dashboard', element: <DashboardPage /> },
    { path: 'analysis', element: <AnalysisPage /> },
    { path: 'print', element: <PrintPage /> },
    { path: 'analysis/wip', element: <ReportInProgressPage /> },
    { path: 'analysis/:reportId', id: reportViewId, element: <ReportScreen /> },
  ];
}

/**
 * Loads the report page's code ahead (the dashboard has its data and the browser idles), so that the first report
 * page the author opens from the dashboard is shown without fetching its route's code first.
 */
export function preloadReportPage(): void {
  preloadOf(ReportScreen)?.().catch((error: unknown) =>
    console.warn('the report page could not be loaded ahead', error),
  );
}
