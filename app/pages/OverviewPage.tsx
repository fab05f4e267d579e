/** '/overview': the guide (default) and the manuscripts list, with the upload button. */
import { observer } from 'mobx-react-lite';
import { NavLink, Outlet } from 'react-router';
import { useStores } from '../stores/context.ts';

export const OverviewPage = observer(function OverviewPage() {
  const { upload, userStatus } = useStores();
  return (
    <main className="page">
      <div className="page-heading">
        <h1>Oversigt</h1>
        <button type="button" className="button primary" onClick={() => upload.open()}>
          Upload manuskript
        </button>
      </div>
      <p className="muted">
        Uploads tilbage: {userStatus.uploadsLeft}
        {userStatus.uploadsLeftSources && ` (${userStatus.uploadsLeftSources})`}
      </p>
      <nav className="tabs-nav" aria-label="Oversigt">
        <NavLink to="/overview" end>
          Guide
        </NavLink>
        <NavLink to="/overview/manuscripts">Manuskripter</NavLink>
      </nav>
      <Outlet />
    </main>
  );
});
