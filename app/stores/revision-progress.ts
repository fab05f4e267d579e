/** Follows the analysis progress of a revision (Server-Sent Events, validated per event). */
import type { ProgressEvent } from '../../schemas/api/manuscripts.ts';
import { loadValidators, validate } from '../../schemas/validate.ts';
import type { ApiClient } from '../api/client.ts';

export function isFinished(event: Pick<ProgressEvent, 'status'>): boolean {
  return event.status === 'done' || event.status === 'failed';
}

/** Resolves when the stream ends (the analysis finished, the server closed it, or `signal` aborted it). */
export async function followRevisionProgress(
  api: ApiClient,
  revision: { manuscriptId: number; revisionId: number },
  onEvent: (event: ProgressEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  await loadValidators('api/manuscripts/progress-event');
  await api.stream(
    `manuscripts/${revision.manuscriptId}/revisions/${revision.revisionId}/progress`,
    (_name, data) => {
      const result = validate<ProgressEvent>('api/manuscripts/progress-event', data);
      if (result.ok) onEvent(result.value);
      else console.error('progress event does not match its schema', result.issues);
    },
    signal,
  );
}
