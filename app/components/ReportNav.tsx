/** The navigation of a report: Overblik, Analyse, every report page, Udskriv. */
import { Link, NavLink } from 'react-router';
import { reportPages } from '../reports/definitions.ts';

export interface ReportNavProps {
  /** Path of a report page. */
  reportHref: (reportId: number) => string;
  dashboardHref: string;
  analysisHref?: string;
  printHref?: string;
  /** Whether a page's link is active (the trial report marks its chosen page itself). */
  isCurrent?: (reportId: number) => boolean;
}

export function ReportNav({ reportHref, dashboardHref, analysisHref, printHref, isCurrent }: ReportNavProps) {
  /** A page link: NavLink marks the route's page; with `isCurrent` (pages chosen by query) a plain Link. */
  const pageLink = (reportId: number, to: string, text: string) =>
    isCurrent ? (
      <Link
        key={reportId}
        to={to}
        className={isCurrent(reportId) ? 'active' : undefined}
        aria-current={isCurrent(reportId) ? 'page' : undefined}
      >
        {text}
      </Link>
    ) : (
      <NavLink key={reportId} to={to} end>
        {text}
      </NavLink>
    );
  return (
    <nav className="report-nav" aria-label="Rapporter">
      {pageLink(0, dashboardHref, 'Overblik')}
      {analysisHref && (
        <NavLink to={analysisHref} end>
          Analyse
        </NavLink>
      )}
      {reportPages.map((d) => pageLink(d.reportId, reportHref(d.reportId), d.title))}
      {printHref && <NavLink to={printHref}>Udskriv</NavLink>}
    </nav>
  );
}
