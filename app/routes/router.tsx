/** The route table of spec §2, with its guards, named routes and default children. */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../components/AppLayout.tsx';
import { AdminAuthorHistoryPage } from '../pages/admin/AdminAuthorHistoryPage.tsx';
import { AdminAuthorManuscriptsPage } from '../pages/admin/AdminAuthorManuscriptsPage.tsx';
import { AdminAuthorPage } from '../pages/admin/AdminAuthorPage.tsx';
import { AdminAuthorsPage } from '../pages/admin/AdminAuthorsPage.tsx';
import { AdminLayout } from '../pages/admin/AdminLayout.tsx';
import { AdminManuscriptPage } from '../pages/admin/AdminManuscriptPage.tsx';
import { AdminManuscriptsPage } from '../pages/admin/AdminManuscriptsPage.tsx';
import { AdminNewUsersPage } from '../pages/admin/AdminNewUsersPage.tsx';
import { AdminSimilarBooksPage } from '../pages/admin/AdminSimilarBooksPage.tsx';
import { CallbackPage } from '../pages/CallbackPage.tsx';
import { ContactPage } from '../pages/ContactPage.tsx';
import { FaqPage } from '../pages/FaqPage.tsx';
import { GuidePage } from '../pages/GuidePage.tsx';
import { HomeRedirect } from '../pages/HomeRedirect.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { LogoutPage } from '../pages/LogoutPage.tsx';
import { ManuscriptsPage } from '../pages/ManuscriptsPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { OverviewPage } from '../pages/OverviewPage.tsx';
import { PaymentPage } from '../pages/PaymentPage.tsx';
import { PricingPage } from '../pages/PricingPage.tsx';
import { ReportLayout } from '../pages/ReportLayout.tsx';
import { ReportScreen } from '../pages/ReportScreen.tsx';
import { TrialReportPage } from '../pages/TrialReportPage.tsx';
import { UserProfilePage } from '../pages/UserProfilePage.tsx';
import { RequireAdmin, RequireLogin, RequireSubscription } from './guards.tsx';
import { reportChildren } from './report-children.tsx';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', id: 'home', element: <HomeRedirect /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/callback', id: 'callback', element: <CallbackPage /> },
      { path: '/logout', element: <LogoutPage /> },
      { path: '/payment', element: <PaymentPage /> },
      { path: '/pricing', id: 'pricing', element: <PricingPage /> },
      { path: '/faq', id: 'faq', element: <FaqPage /> },
      { path: '/contact', id: 'contact', element: <ContactPage /> },
      { path: '/trial', id: 'trial', element: <TrialReportPage /> },
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
              <ReportLayout />
            </RequireSubscription>
          </RequireLogin>
        ),
        children: reportChildren('manuscriptReportView'),
      },
      {
        path: '/similarbook/:isbn',
        id: 'similarbook',
        element: (
          <RequireLogin>
            <ReportLayout />
          </RequireLogin>
        ),
        children: reportChildren('similarBookReportView'),
      },
      {
        path: '/userprofile',
        element: (
          <RequireLogin>
            <UserProfilePage />
          </RequireLogin>
        ),
      },
      {
        path: '/admin',
        element: (
          <RequireLogin>
            <RequireAdmin>
              <AdminLayout />
            </RequireAdmin>
          </RequireLogin>
        ),
        children: [
          { index: true, element: <Navigate to="manuscripts" replace /> },
          { path: 'manuscripts', element: <AdminManuscriptsPage /> },
          { path: 'manuscript/:manuscriptId', element: <AdminManuscriptPage /> },
          {
            path: 'manuscript/:manuscriptId/analysis/:reportId',
            id: 'adminManuscriptReportView',
            element: <ReportScreen />,
          },
          { path: 'author/:authorId', element: <AdminAuthorPage /> },
          { path: 'author/:authorId/history', element: <AdminAuthorHistoryPage /> },
          { path: 'authors', element: <AdminAuthorsPage /> },
          { path: 'authors/manuscripts/:authorId', element: <AdminAuthorManuscriptsPage /> },
          { path: 'similarbooks', element: <AdminSimilarBooksPage /> },
          { path: 'newusers', element: <AdminNewUsersPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
