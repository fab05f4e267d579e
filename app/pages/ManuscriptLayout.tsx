/** '/manuscripts/:manuscriptId': the manuscript's navigation (dashboard, analysis, print) and its child page. */
import { NavLink, Outlet, useParams } from 'react-router';
import { reportDefinitions } from '../reports/definitions.ts';

export function ManuscriptLayout() {
  const { manuscriptId } = useParams();
  const base = `/manuscripts/${manuscriptId}`;
  return (
    <div className="report-layout">
      <nav className="report-nav" aria-label="Rapporter">
        <NavLink to={`${base}/dashboard`}>Overblik</NavLink>
        {reportDefinitions.map((d) => (
          <NavLink key={d.reportId} to={`${base}/analysis/${d.reportId}`}>
            {d.title}
          </NavLink>
        ))}
        <NavLink to={`${base}/print`}>Udskriv</NavLink>
      </nav>
      <div className="report-main">
        <Outlet />
      </div>
    </div>
  );
}
