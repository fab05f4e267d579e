/**
 * 'analysis/wip': the report is not ready. For a manuscript, the analysis progress follows live (Server-Sent
 * Events); a finished analysis links back to the report. Also where a non-admin lands for report 10.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ProgressBar } from 'react-aria-components';
import { Link, useLocation } from 'react-router';
import { useReportRoute } from '../routes/report-subject.ts';
import { useStores } from '../stores/context.ts';

const stageText: Record<string, string> = {
  queued: 'I kø',
  import: 'Læser filen',
  segmentation: 'Deler teksten op',
  models: 'Analyserer',
  store: 'Gemmer resultaterne',
  done: 'Færdig',
  failed: 'Fejlet',
};

export const ReportInProgressPage = observer(function ReportInProgressPage() {
  const { subject, base } = useReportRoute();
  const { progress } = useStores();
  const notAvailable = (useLocation().state as { notAvailable?: boolean } | null)?.notAvailable === true;
  const manuscriptId = subject.kind === 'manuscript' && !notAvailable ? subject.manuscriptId : undefined;
  useEffect(() => {
    if (manuscriptId === undefined) return;
    progress.follow(manuscriptId);
    return () => progress.stop();
  }, [progress, manuscriptId]);
  const event = progress.event;
  if (notAvailable || manuscriptId === undefined || event?.status === 'done') {
    return (
      <div className="page">
        <h1>Rapporten er under udarbejdelse</h1>
        <p>
          {event?.status === 'done' && !notAvailable
            ? 'Analysen er færdig, og rapporten er klar.'
            : 'Denne del af rapporten er ikke klar til dig endnu.'}
        </p>
        <p>
          <Link to={`${base}/dashboard`}>Se rapporten</Link>
        </p>
      </div>
    );
  }
  const percent = progress.percent;
  return (
    <div className="page">
      <h1>Analysen er i gang</h1>
      <p>Lektør læser dit manuskript. Siden opdateres af sig selv.</p>
      <ProgressBar className="progress" value={percent} aria-label="Analysens fremskridt">
        <span className="progress-label">
          {stageText[event?.stage ?? 'queued'] ?? event?.stage} · {percent} %
        </span>
        <div className="progress-track">
          <div className="progress-fill" style={{ width: `${percent}%` }} />
        </div>
      </ProgressBar>
      {event?.status === 'failed' && <p role="alert">Analysen fejlede: {event.failureReason}</p>}
    </div>
  );
});
