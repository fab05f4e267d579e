/**
 * 'ved' in "være ved at" (be about to: "Hun er ved at gå", "I øjeblikket er man ved at bygge", "Er du ved at blive
 * syg?") is the preposition, not the present of 'vide', even right after its subject: the clause's finite verb is
 * the form of 'være' before the subject. 'ved' stays the verb with no 'at' after it ("Er du sikker? Han ved det") or
 * with a mark between ("Hvad der er, ved jeg ikke").
 */
import type { Word } from '../text/document.ts';
import { isPunctuatedBefore } from './tense-position.ts';

/** The finite forms of 'være', today's and the old spelling's. */
const beForms = new Set(['er', 'var', 'vare']);

/** words[index] is 'ved' of "være ved at", with 'være' right before it or before its subject. */
export function isBeAboutToVed(words: readonly Word[], index: number): boolean {
  if (words[index]?.form !== 'ved' || words[index + 1]?.form !== 'at' || isPunctuatedBefore(words, index + 1)) {
    return false;
  }
  for (const back of [1, 2]) {
    const at = index - back;
    if (at < 0) return false;
    // no mark between 'være' and 'ved'
    if (isPunctuatedBefore(words, at + 1)) return false;
    if (beForms.has(words[at]!.form)) return true;
  }
  return false;
}
