/** The route table of spec §2, with its guards, named routes and default children; pages load on demand. */
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { CALLBACK_PATH } from '../../schemas/api/app-config.ts';
import { AppLayout } from '../components/AppLayout.tsx';
import { CallbackPage } from '../pages/CallbackPage.tsx';
import { HomeRedirect } from '../pages/HomeRedirect.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { LogoutPage } from '../pages/LogoutPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RequireAdmin, RequireContentEditor, RequireLogin, RequireSubscription } from './guards.tsx';
import { lazyPage } from './lazy-page.tsx';
import { reportChildren } from './report-children.tsx';

// Every page but the sign-in steps and 'not found' is a chunk of its own (docs/PERFORMANCE.md, Web app).
const AdminAuthorHistoryPage = lazyPage(() =>
  import('../pages/admin/AdminAuthorHistoryPage.tsx').then((m) => m.AdminAuthorHistoryPage),
);
const AdminAuthorManuscriptsPage = lazyPage(() =>
  import('../pages/admin/AdminAuthorManuscriptsPage.tsx').then((m) => m.AdminAuthorManuscriptsPage),
);
const AdminAuthorPage = lazyPage(() => import('../pages/admin/AdminAuthorPage.tsx').then((m) => m.AdminAuthorPage));
const AdminAuthorsPage = lazyPage(() => import('../pages/admin/AdminAuthorsPage.tsx').then((m) => m.AdminAuthorsPage));
const AdminLayout = lazyPage(() => import('../pages/admin/AdminLayout.tsx').then((m) => m.AdminLayout));
const AdminManuscriptPage = lazyPage(() =>
  import('../pages/admin/AdminManuscriptPage.tsx').then((m) => m.AdminManuscriptPage),
);
const AdminManuscriptsPage = lazyPage(() =>
  import('../pages/admin/AdminManuscriptsPage.tsx').then((m) => m.AdminManuscriptsPage),
);
const AdminNewUsersPage = lazyPage(() =>
  import('../pages/admin/AdminNewUsersPage.tsx').then((m) => m.AdminNewUsersPage),
);
const AdminOutboxPage = lazyPage(() => import('../pages/admin/AdminOutboxPage.tsx').then((m) => m.AdminOutboxPage));
const AdminSimilarBooksPage = lazyPage(() =>
  import('../pages/admin/AdminSimilarBooksPage.tsx').then((m) => m.AdminSimilarBooksPage),
);
const EditorDocumentsPage = lazyPage(() =>
  import('../pages/editor/EditorDocumentsPage.tsx').then((m) => m.EditorDocumentsPage),
);
const EditDocumentPage = lazyPage(() => import('../pages/editor/EditDocumentPage.tsx').then((m) => m.EditDocumentPage));
const ComparePage = lazyPage(() => import('../pages/ComparePage.tsx').then((m) => m.ComparePage));
const ContactPage = lazyPage(() => import('../pages/ContactPage.tsx').then((m) => m.ContactPage));
const FaqPage = lazyPage(() => import('../pages/FaqPage.tsx').then((m) => m.FaqPage));
const GuidePage = lazyPage(() => import('../pages/GuidePage.tsx').then((m) => m.GuidePage));
const ManuscriptViewPage = lazyPage(() =>
  import('../pages/manuscript-view/ManuscriptViewPage.tsx').then((m) => m.ManuscriptViewPage),
);
const ManuscriptsPage = lazyPage(() => import('../pages/ManuscriptsPage.tsx').then((m) => m.ManuscriptsPage));
const OverviewPage = lazyPage(() => import('../pages/OverviewPage.tsx').then((m) => m.OverviewPage));
const PaymentPage = lazyPage(() => import('../pages/PaymentPage.tsx').then((m) => m.PaymentPage));
const PricingPage = lazyPage(() => import('../pages/PricingPage.tsx').then((m) => m.PricingPage));
const ReportLayout = lazyPage(() => import('../pages/ReportLayout.tsx').then((m) => m.ReportLayout));
const ReportScreen = lazyPage(() => import('../pages/ReportScreen.tsx').then((m) => m.ReportScreen));
const TermsPage = lazyPage(() => import('../pages/TermsPage.tsx').then((m) => m.TermsPage));
const TrialReportPage = lazyPage(() => import('../pages/TrialReportPage.tsx').then((m) => m.TrialReportPage));
const UserProfilePage = lazyPage(() => import('../pages/UserProfilePage.tsx').then((m) => m.UserProfilePage));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', id: 'home', element: <HomeRedirect /> },
      { path: '/login', element: <LoginPage /> },
      { path: CALLBACK_PATH, id: 'callback', element: <CallbackPage /> },
      { path: '/logout', element: <LogoutPage /> },
      { path: '/payment', element: <PaymentPage /> },
      { path: '/pricing', id: 'pricing', element: <PricingPage /> },
      { path: '/faq', id: 'faq', element: <FaqPage /> },
      { path: '/contact', id: 'contact', element: <ContactPage /> },
      { path: '/terms', id: 'terms', element: <TermsPage /> },
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
        children: [
          ...reportChildren('manuscriptReportView'),
          { path: 'compare', element: <ComparePage /> },
          { path: 'text', element: <ManuscriptViewPage /> },
        ],
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
          { path: 'outbox', element: <AdminOutboxPage /> },
        ],
      },
      {
        path: '/redaktion',
        element: (
          <RequireLogin>
            <RequireContentEditor>
              <Outlet />
            </RequireContentEditor>
          </RequireLogin>
        ),
        children: [
          { index: true, id: 'editorDocuments', element: <EditorDocumentsPage /> },
          { path: ':kind/:name', id: 'editDocument', element: <EditDocumentPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
