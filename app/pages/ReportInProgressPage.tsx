/** 'analysis/wip': the analysis is not finished; live progress from the server (Server-Sent Events). */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ProgressBar } from 'react-aria-components';
import { Link, useParams } from 'react-router';
import type { ProgressEvent } from '../../schemas/api/manuscripts.ts';
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
  const { manuscriptId } = useParams();
  const { api, manuscripts } = useStores();
  const [event, setEvent] = useState<ProgressEvent | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const revisions = await manuscripts.revisions(Number(manuscriptId));
      const latest = [...revisions].sort((a, b) => b.id - a.id)[0];
      if (!latest) return;
      await api.stream(
        `manuscripts/${manuscriptId}/revisions/${latest.id}/progress`,
        (_name, data) => setEvent(data as ProgressEvent),
        controller.signal,
      );
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) console.error('progress stream failed', error);
    });
    return () => controller.abort();
  }, [api, manuscripts, manuscriptId]);
  const percent = Math.round((event?.progress ?? 0) * 100);
  return (
    <main className="page">
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
      {event?.status === 'done' && (
        <p>
          Analysen er færdig. <Link to={`/manuscripts/${manuscriptId}/dashboard`}>Se rapporten</Link>.
        </p>
      )}
    </main>
  );
});
