/**
 * Completion of a global-score element (spec §2): the author setting 'gs_{revisionId}.{element}' marks it done.
 * Only the cliché element's mark changes the total (the server leaves clichés out); every other mark only styles
 * the element as completed. The key format is shared with the server through schemas/models/global-score.ts.
 */
import { completionSetting, isCompletionValue, scoreAffectingCompletion } from '../../schemas/models/global-score.ts';
import { asArray } from '../rag.ts';

export { completionSetting, scoreAffectingCompletion };

/** Whether the settings mark the element of the revision done. */
export function isCompleted(settings: unknown, revisionId: string | number | undefined, element: string): boolean {
  if (revisionId === undefined || revisionId === '') return false;
  const name = completionSetting(revisionId, element);
  const setting = asArray<{ name?: string; value?: string }>(settings).find((s) => s.name === name);
  return isCompletionValue(setting?.value);
}
