/**
 * A finite verb coordinated with an earlier one after 'og'/'men'/'eller', sharing its subject: "bønderne dyrker
 * bananer og høster dem", "han får medicin og forsyner os med lister", "turisterne er vilde med nisser og betaler
 * gerne". A noun homograph in a coordination of nouns has no object of its own, so the form is the verb when an object
 * pronoun, a reflexive, a possessive or 'gerne' follows it right away, and a finite verb of the same tense (the
 * tagger's verdict) stands before it in the sentence.
 *
 * Kept: a noun in a row of nouns ("planer og løfter om det"), and a form whose tense differs from the verb before
 * ("han har bøger og læste sine breve" goes on with another clause's verb, which this rule leaves to the others).
 */
import type { Tense } from '../lexicons/hunspell.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import type { Word } from '../text/document.ts';
import { clauseAdverbs } from '../text/function-words.ts';
import type { IsFinite } from './tense-fronted.ts';
import { isPunctuatedBefore } from './tense-position.ts';

const conjunctions = new Set(['og', 'men', 'eller']);
/** Words that open a verb's object or adverbial, never a noun's complement. */
const objectOpeners = new Set(
  'os dem ham hende mig dig sig jer sin sit sine deres hans hendes min mit mine din dit dine vores jeres gerne'.split(
    ' ',
  ),
);
/** How far back the first verb may stand. */
const reach = 12;

/** words[index] is a verb coordinated with an earlier finite verb of the same tense, before its own object. */
export function isCoordinatedVerb(
  words: readonly Word[],
  index: number,
  tense: Tense,
  isFiniteVerb: IsFinite,
): boolean {
  const next = words[index + 1];
  if (!next || !objectOpeners.has(next.form) || isPunctuatedBefore(words, index + 1)) return false;
  let conjunction = index - 1;
  // one adverb between ("og hurtigere opdager")
  if (conjunction >= 1 && clauseAdverbs.has(words[conjunction]!.form)) conjunction--;
  if (conjunction < 1 || !conjunctions.has(words[conjunction]!.form)) return false;
  if (isPunctuatedBefore(words, conjunction + 1)) return false;
  for (let at = conjunction - 1; at >= 0 && at >= conjunction - reach; at--) {
    if (lexicalTense(words[at]!.form) === tense && isFiniteVerb(at)) return true;
  }
  return false;
}
