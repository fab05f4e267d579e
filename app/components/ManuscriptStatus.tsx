/** A manuscript's analysis status: queued, analysing with progress, done, or failed with its reason. */
import type { Manuscript } from '../../schemas/api/manuscripts.ts';

export const manuscriptStatusText: Record<Manuscript['status'], string> = {
  queued: 'I kø',
  analysing: 'Analyseres',
  done: 'Færdig',
  failed: 'Fejlet',
};

const percent = new Intl.NumberFormat('da-DK', { style: 'percent', maximumFractionDigits: 0 });

export function manuscriptStatusLabel(m: Pick<Manuscript, 'status' | 'progress' | 'failureReason'>): string {
  if (m.status === 'analysing') return `${manuscriptStatusText.analysing} (${percent.format(m.progress)})`;
  if (m.status === 'failed') return `${manuscriptStatusText.failed}: ${m.failureReason ?? 'ukendt årsag'}`;
  return manuscriptStatusText[m.status];
}

export function ManuscriptStatus({
  manuscript,
}: {
  manuscript: Pick<Manuscript, 'status' | 'progress' | 'failureReason'>;
}) {
  return <span className={`status status-${manuscript.status}`}>{manuscriptStatusLabel(manuscript)}</span>;
}
