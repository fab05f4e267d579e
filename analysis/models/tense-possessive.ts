/**
 * A form in '-ede'/'-te' right after a possessive ('min', 'sit', 'hans', 'Deres', 'vores' …) is no finite verb. The
 * possessive opens a noun phrase, and the form is its participle or its noun:
 * - before the phrase's noun or adjective it is attributive ("sit sårede hjerte", "Deres ærede brev", "min højagtede
 *   gamle ven"): the tagger's own test of what starts a noun phrase is passed in; in old spelling a capitalised
 *   word after the form is that noun ("sit sårede Hjærte", "hendes dæmpede Nynnen");
 * - ending the phrase (a mark, 'og'/'eller', a preposition or the end of the sentence after it) it is a noun ("Hun
 *   kaldte ham sin elskede.", "han talte med sine ansatte om det"), when the possessive follows a preposition or the
 *   clause has its finite verb before it.
 * A possessive may stand alone as the subject ("Min bil startede, men hans startede ikke"): with no verb before it
 * in its clause, or with an adverb or an object after the form, the form stays the verb. 'Hans' with a capital is
 * the name ("Hans svarede ivrig ja").
 */
import type { Word } from '../text/document.ts';
import { prepositions } from '../text/function-words.ts';
import { hasFiniteVerbBefore } from './tense-clause.ts';
import { isPunctuatedBefore } from './tense-position.ts';
import { isParticipleShaped } from './tense-subject.ts';

/** Possessive pronouns before a noun ('Deres' and 'vores' included; 'sin' only ever before its noun). */
export const possessives = new Set(
  'min mit mine din dit dine sin sit sine hans hendes dens dets vor vort vore vores jeres deres'.split(' '),
);
const coordinators = new Set(['og', 'eller']);
/** The polite and old capitalised pronouns, which are no nouns ("De", "Dem", "Du", "Eder"). */
const pronouns = new Set(['de', 'dem', 'du', 'dig', 'deres', 'i', 'eder', 'jer', 'han', 'hun', 'ham', 'hende']);

/** Tells whether a noun phrase starts at a word (the tagger's test after an article), passed in. */
export type StartsNounPhrase = (next: Word | undefined) => boolean;

/** words[index] is a participle-shaped past right after a possessive, in the possessive's noun phrase. */
export function isPossessiveParticiple(
  words: readonly Word[],
  index: number,
  startsNounPhrase: StartsNounPhrase,
): boolean {
  if (index < 1 || isPunctuatedBefore(words, index)) return false;
  const possessive = words[index - 1]!;
  if (!possessives.has(possessive.form) || !isParticipleShaped(words[index]!.form)) return false;
  // "Hans svarede": with a capital, 'Hans' is the name
  if (possessive.form === 'hans' && possessive.text !== 'hans') return false;
  const next = words[index + 1];
  if (next !== undefined && !isPunctuatedBefore(words, index + 1)) {
    if (startsNounPhrase(next)) return true;
    // old spelling: a capitalised word inside the sentence is the phrase's noun ("sit sårede Hjærte")
    if (!next.initial && /^\p{Lu}\p{Ll}/u.test(next.text) && !pronouns.has(next.form)) return true;
  }
  const endsPhrase =
    next === undefined ||
    isPunctuatedBefore(words, index + 1) ||
    coordinators.has(next.form) ||
    (prepositions.has(next.form) && next.text !== 'I');
  if (!endsPhrase) return false;
  const lead = words[index - 2];
  const afterPreposition = lead !== undefined && prepositions.has(lead.form) && !isPunctuatedBefore(words, index - 1);
  return afterPreposition || hasFiniteVerbBefore(words, index - 1);
}
