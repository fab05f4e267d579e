/**
 * 'ved' in "være ved at" (be about to: "Hun er ved at gå", "I øjeblikket er man ved at bygge", "Er du ved at blive
 * syg?") is the preposition, not the present of 'vide', even right after its subject: the clause's finite verb is
 * the form of 'være' before the subject. 'ved' stays the verb with no 'at' after it ("Er du sikker? Han ved det") or
 * with a mark between ("Hvad der er, ved jeg ikke").
 *
 * 'ved' is also the preposition before a pronoun in the object case ("skulde han faa det ved mig"), and the particle
 * of "blive ved" (go on) when it ends the clause a form of 'blive' opened ("Lidt efter blev hun ved."); after its
 * subject at the end of a clause it is otherwise the verb ("hvad hun ved.").
 */
import type { Word } from '../text/document.ts';
import { isPunctuatedBefore } from './tense-position.ts';

/** The finite forms of 'være', today's and the old spelling's. */
const beForms = new Set(['er', 'var', 'vare']);

/** Pronouns in the object case: 'ved' before one is the preposition ("ved mig", "ved hende"). */
const objectPronouns = new Set(['mig', 'dig', 'ham', 'hende', 'os', 'jer', 'dem', 'sig']);
/** Forms of 'blive' that open "blive ved" (today's and the old and spoken spellings). */
const remainForms = new Set(['blev', 'bliver', 'blive', 'blevet', 'bleve', 'blir', 'ble']);

/** "det ved mig", "blev hun ved.": 'ved' as the preposition before an object pronoun or the particle of "blive ved". */
export function isParticleVed(words: readonly Word[], index: number): boolean {
  if (words[index]?.form !== 'ved') return false;
  const next = words[index + 1];
  if (next !== undefined && objectPronouns.has(next.form) && !isPunctuatedBefore(words, index + 1)) return true;
  const endsClause = next === undefined || isPunctuatedBefore(words, index + 1);
  if (!endsClause) return false;
  for (let back = 1; back <= 3 && index - back >= 0; back++) {
    if (isPunctuatedBefore(words, index - back + 1)) return false;
    if (remainForms.has(words[index - back]!.form)) return true;
  }
  return false;
}

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
