/** 'analysis': every report page of the analysis as a card with its description. */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { ReportIcon, reportIconId } from '../components/ReportIcon.tsx';
import { closedTo, reportPages } from '../reports/definitions.ts';
import { useReportRoute } from '../routes/report-subject.ts';
import { useStores } from '../stores/context.ts';

export const AnalysisPage = observer(function AnalysisPage() {
  const { base, subject } = useReportRoute();
  const { userStatus } = useStores();
  const pages = reportPages.filter((d) => !closedTo(d, subject, userStatus.isAdmin));
  return (
    <div className="page">
      <h1>Analyse</h1>
      <p className="muted">Vælg en rapport for at se tallene, graferne og anbefalingerne.</p>
      <ul className="report-links">
        {pages.map((d) => (
          <li key={d.reportId}>
            <Link to={`${base}/analysis/${d.reportId}`}>
              <ReportIcon id={reportIconId(d)} />
              {d.title}
            </Link>
            {d.description && <p className="muted">{d.description}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
});
