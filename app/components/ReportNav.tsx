/** The navigation of a report: Overblik, Analyse, every report page, Udskriv. */
import { observer } from 'mobx-react-lite';
import { Link, NavLink } from 'react-router';
import { reportPages } from '../reports/definitions.ts';
import { useStores } from '../stores/context.ts';
import { ReportIcon, reportIconId } from './ReportIcon.tsx';

export interface ReportNavProps {
  /** Path of a report page. */
  reportHref: (reportId: number) => string;
  dashboardHref: string;
  analysisHref?: string;
  /** The manuscript view ('Manuskript'): a manuscript's own text with the findings marked. */
  textHref?: string;
  printHref?: string;
  /** Whether a page's link is active (the trial report marks its chosen page itself). */
  isCurrent?: (reportId: number) => boolean;
  /**
   * A page's link is pressed (pointer down, or a click from the keyboard): the page's reads can begin before the
   * router shows it.
   */
  onPageIntent?: (reportId: number) => void;
}

export const ReportNav = observer(function ReportNav({
  reportHref,
  dashboardHref,
  analysisHref,
  textHref,
  printHref,
  isCurrent,
  onPageIntent,
}: ReportNavProps) {
  const { toggles } = useStores();
  const open = toggles.isOn('reportNavOpen');
  /** A page link: NavLink marks the route's page; with `isCurrent` (pages chosen by query) a plain Link. */
  const pageLink = (reportId: number, to: string, text: string, icon: string) => {
    const intent = onPageIntent && {
      onPointerDown: () => onPageIntent(reportId),
      onClick: () => onPageIntent(reportId),
    };
    return isCurrent ? (
      <Link
        key={reportId}
        to={to}
        {...intent}
        className={isCurrent(reportId) ? 'active' : undefined}
        aria-current={isCurrent(reportId) ? 'page' : undefined}
      >
        <ReportIcon id={icon} />
        {text}
      </Link>
    ) : (
      <NavLink key={reportId} to={to} end {...intent}>
        <ReportIcon id={icon} />
        {text}
      </NavLink>
    );
  };
  return (
    <div className="report-nav-wrap">
      <button
        type="button"
        className="button report-nav-toggle"
        aria-expanded={open}
        aria-controls="report-nav"
        onClick={() => toggles.toggle('reportNavOpen')}
      >
        {open ? 'Skjul rapporter' : 'Vis rapporter'}
      </button>
      <nav id="report-nav" className={open ? 'report-nav open' : 'report-nav'} aria-label="Rapporter">
        {pageLink(0, dashboardHref, 'Overblik', 'dashboard')}
        {analysisHref && (
          <NavLink to={analysisHref} end>
            <ReportIcon id="analysis" />
            Analyse
          </NavLink>
        )}
        {textHref && (
          <NavLink to={textHref} end>
            <ReportIcon id="text" />
            Manuskript
          </NavLink>
        )}
        {reportPages.map((d) => pageLink(d.reportId, reportHref(d.reportId), d.title, reportIconId(d)))}
        {printHref && (
          <NavLink to={printHref}>
            <ReportIcon id="print" />
            Udskriv
          </NavLink>
        )}
      </nav>
    </div>
  );
});
