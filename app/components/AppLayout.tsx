/**
 * The frame of every screen: top menu, the page, and the global dialogs. The upload dialog (and the dialog code
 * of react-aria) is a chunk of its own, loaded when it opens; the error dialog is a native <dialog> in the entry,
 * at hand when the server cannot be reached.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useStores } from '../stores/context.ts';
import { ErrorDialog } from './ErrorDialog.tsx';
import { TopMenu } from './TopMenu.tsx';

const UploadDialog = lazy(() => import('./UploadDialog.tsx').then((m) => ({ default: m.UploadDialog })));

const GlobalDialogs = observer(function GlobalDialogs() {
  const { upload, errorDialog } = useStores();
  return (
    <>
      <Suspense fallback={null}>{upload.phase !== 'closed' && <UploadDialog />}</Suspense>
      {errorDialog.isOpen && <ErrorDialog />}
    </>
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
