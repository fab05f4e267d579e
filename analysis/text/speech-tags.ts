/**
 * Words that mark a speech tag after a line of dialogue ("sagde hun", "spurgte Peter"): the forms of the
 * dialogue verbs in the dialogue-verbs lexicon. Kept apart so that segmentation and the Dialogue model agree.
 */
import { dialogueVerbForms } from '../lexicons/dialogue-verbs.ts';

export function isSpeechTagWord(word: string): boolean {
  return dialogueVerbForms().has(word.toLowerCase());
}
