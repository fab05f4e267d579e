/**
 * The frame of every screen: top menu, the page, and the global dialogs. The dialogs (and the dialog code of
 * react-aria) are chunks of their own: the upload dialog loads when it opens; the error dialog is fetched when
 * the browser is idle after the first page, so it is at hand when the server cannot be reached.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useStores } from '../stores/context.ts';
import { TopMenu } from './TopMenu.tsx';

const loadErrorDialog = () => import('./ErrorDialog.tsx').then((m) => ({ default: m.ErrorDialog }));
const ErrorDialog = lazy(loadErrorDialog);
const UploadDialog = lazy(() => import('./UploadDialog.tsx').then((m) => ({ default: m.UploadDialog })));

const GlobalDialogs = observer(function GlobalDialogs() {
  const { upload, errorDialog } = useStores();
  useEffect(() => {
    // Prefetched when the browser is idle after the page has loaded: never on the way of the first page.
    const prefetch = () => (window.requestIdleCallback ?? setTimeout)(() => void loadErrorDialog());
    if (document.readyState === 'complete') prefetch();
    else window.addEventListener('load', prefetch, { once: true });
    return () => window.removeEventListener('load', prefetch);
  }, []);
  return (
    <Suspense fallback={null}>
      {upload.phase !== 'closed' && <UploadDialog />}
      {errorDialog.isOpen && <ErrorDialog />}
    </Suspense>
  );
});

export function AppLayout() {
  const root = useStores();
  const navigate = useNavigate();
  useEffect(() => root.setNavigate((path) => navigate(path)), [root, navigate]);
  return (
    <>
      <a href="#content" className="skip-link">
        Gå til indhold
      </a>
      <TopMenu />
      <div id="content">
        <Outlet />
      </div>
      <GlobalDialogs />
    </>
  );
}
