/** The manuscript's dashboard: its report pages as links. */
import { Link, useParams } from 'react-router';
import { reportDefinitions } from '../reports/definitions.ts';

export function DashboardPage() {
  const { manuscriptId } = useParams();
  return (
    <main className="page">
      <h1>Overblik</h1>
      <ul className="report-links">
        {reportDefinitions.map((d) => (
          <li key={d.reportId}>
            <Link to={`/manuscripts/${manuscriptId}/analysis/${d.reportId}`}>{d.title}</Link>
            {d.description && <p className="muted">{d.description}</p>}
          </li>
        ))}
      </ul>
    </main>
  );
}
