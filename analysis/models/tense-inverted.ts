/**
 * 'så' and 'ved' right after the subject of an inverted clause. In a main clause that opens with something other
 * than its subject, the finite verb comes first and its subject right after it ("Skal vi så gå?", "Hvad gør man så?",
 * "Derfor sad hun ved bordet"); the clause has its one finite verb already, so a 'så' after the subject is the
 * adverb (then) and a 'ved' the preposition (at, by), not the past of 'se' or the present of 'vide'. The same holds
 * after a verb and its object pronoun ("kendte den ved første blik", "tog det så tungt").
 *
 * A subject or a name before the verb shows the plain order, where the pronoun after the verb may open a clause of
 * its own without 'at' ("Jeg tror han ved det", "Peter sagde hun så ham"): the homograph stays the verb there, and
 * so it does with a mark between ("Det ved jeg, du så") or with no verb before the pronoun ("Hvad du ved").
 */
import { dictionaryNames, nameKey } from '../lexicons/names.ts';
import type { Word } from '../text/document.ts';
import { invertedPronouns, isPunctuatedBefore } from './tense-position.ts';

/** Pronouns that stand right after the finite verb as its subject or object ("sad hun", "kendte den"). */
const pronounsAfterVerb = new Set([...invertedPronouns, 'de', 'den', 'det', 'der', 'i']);
/** The homographs whose verb reading needs a subject of its own before them. */
const homographs = new Set(['så', 'ved']);

/** Tells whether the word at a position is a finite verb (the tagger's own verdict, passed in). */
export type IsFinite = (at: number) => boolean;

/** words[index] is 'så' or 'ved' after a pronoun that follows its clause's finite verb in inverted order. */
export function isAfterInvertedSubject(words: readonly Word[], index: number, isFiniteVerb: IsFinite): boolean {
  if (index < 2 || !homographs.has(words[index]!.form)) return false;
  const pronoun = words[index - 1]!;
  // the pronoun 'I' is written with a capital; a small 'i' is the preposition
  if (!pronounsAfterVerb.has(pronoun.form) || (pronoun.form === 'i' && pronoun.text !== 'I')) return false;
  if (isPunctuatedBefore(words, index) || isPunctuatedBefore(words, index - 1)) return false;
  const before = words[index - 3];
  // plain order: a subject or a name before the verb, and the pronoun may open a clause of its own
  if (before !== undefined && !isPunctuatedBefore(words, index - 2)) {
    if (invertedPronouns.has(before.form) || before.form === 'de' || before.form === 'i') return false;
    if (/^\p{Lu}/u.test(before.text) && (!before.initial || dictionaryNames().properNouns.has(nameKey(before.form))))
      return false;
  }
  return isFiniteVerb(index - 2);
}
