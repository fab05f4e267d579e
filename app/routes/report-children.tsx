/**
 * The child routes of a report subject (spec §2): dashboard (default), analysis, print, analysis/wip and
 * analysis/:reportId under the named report route.
 */
import { Navigate, type RouteObject } from 'react-router';
import { AnalysisPage } from '../pages/AnalysisPage.tsx';
import { DashboardPage } from '../pages/DashboardPage.tsx';
import { PrintPage } from '../pages/PrintPage.tsx';
import { ReportInProgressPage } from '../pages/ReportInProgressPage.tsx';
import { ReportScreen } from '../pages/ReportScreen.tsx';

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
