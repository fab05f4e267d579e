/** Completion marks of the global score's elements: author settings named 'gs_<revision>.<element>'. */
import { asRows, isRecord } from './transform.ts';

/** The setting that marks an element of a revision's global score done. */
export function completionKey(revisionId: unknown, element: string): string {
  return `gs_${revisionId === undefined || revisionId === null ? '' : String(revisionId)}.${element}`;
}

/** Whether the author's settings mark it done: a setting of that name whose value is not 'false'. */
export function isCompleted(settings: unknown, key: string): boolean {
  return asRows(settings, 'globalScoreItems').some((s) => isRecord(s) && s.name === key && s.value !== 'false');
}
