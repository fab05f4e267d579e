/**
 * Grammatical person of personal and possessive pronouns. 'I' (you, plural) counts only when written with a
 * capital inside a sentence (lower-case 'i' is the preposition); the polite 'De', 'Dem', 'Deres' likewise.
 */
import type { Word } from '../text/document.ts';
import { firstPerson, secondPerson, thirdPerson } from '../text/function-words.ts';

export type GrammaticalPerson = 1 | 2 | 3;

/** Third-person pronouns for things and the expletive subject: personal pronouns, but no narrator's voice. */
export const impersonalPronouns = new Set(['den', 'det', 'dens', 'dets']);
const politeForms = new Set(['De', 'Dem', 'Deres']);

export function personOf(word: Word): GrammaticalPerson | undefined {
  const form = word.form;
  if (word.text === 'I' && !word.initial) return 2;
  if (form === 'i') return undefined;
  if (!word.initial && politeForms.has(word.text)) return 2;
  if (firstPerson.has(form)) return 1;
  if (secondPerson.has(form)) return 2;
  if (thirdPerson.has(form) || impersonalPronouns.has(form)) return 3;
  return undefined;
}
