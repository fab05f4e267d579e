/** The route table of spec §2, with its guards and named routes. */
import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from '../components/AppLayout.tsx';
import { CallbackPage } from '../pages/CallbackPage.tsx';
import { DashboardPage } from '../pages/DashboardPage.tsx';
import { GuidePage } from '../pages/GuidePage.tsx';
import { HomeRedirect } from '../pages/HomeRedirect.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { LogoutPage } from '../pages/LogoutPage.tsx';
import { ManuscriptLayout } from '../pages/ManuscriptLayout.tsx';
import { ManuscriptsPage } from '../pages/ManuscriptsPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { OverviewPage } from '../pages/OverviewPage.tsx';
import { ReportInProgressPage } from '../pages/ReportInProgressPage.tsx';
import { ReportScreen } from '../pages/ReportScreen.tsx';
import { RequireLogin, RequireSubscription } from './guards.tsx';

export function createRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        { path: '/', element: <HomeRedirect /> },
        { path: '/login', element: <LoginPage /> },
        { path: '/callback', element: <CallbackPage /> },
        { path: '/logout', element: <LogoutPage /> },
        {
          path: '/overview',
          element: (
            <RequireLogin>
              <OverviewPage />
            </RequireLogin>
          ),
          children: [
            { index: true, id: 'guide', element: <GuidePage /> },
            { path: 'manuscripts', id: 'manuscripts', element: <ManuscriptsPage /> },
          ],
        },
        {
          path: '/manuscripts/:manuscriptId',
          element: (
            <RequireLogin>
              <RequireSubscription>
                <ManuscriptLayout />
              </RequireSubscription>
            </RequireLogin>
          ),
          children: [
            { index: true, element: <Navigate to="dashboard" replace /> },
            { path: 'dashboard', element: <DashboardPage /> },
            { path: 'analysis', element: <Navigate to="../dashboard" replace /> },
            { path: 'analysis/wip', element: <ReportInProgressPage /> },
            { path: 'analysis/:reportId', id: 'manuscriptReportView', element: <ReportScreen /> },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
