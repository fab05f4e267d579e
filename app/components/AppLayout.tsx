/** The frame of every screen: top menu, the page, and the global dialogs. */
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useStores } from '../stores/context.ts';
import { ErrorDialog } from './ErrorDialog.tsx';
import { TopMenu } from './TopMenu.tsx';
import { UploadDialog } from './UploadDialog.tsx';

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
      <UploadDialog />
      <ErrorDialog />
    </>
  );
}
