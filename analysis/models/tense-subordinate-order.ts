/**
 * The verb of a subordinate clause after its subject and a sentence adverb: "at de ikke accepterede et nederlag",
 * "hvis du bare skal skrive", "fordi han ikke fulgte loven", "da vi i går tog pulsen". Danish subordinate clauses put
 * the sentence adverb between the subject and the finite verb (main clauses put it after the verb), so a form with a
 * finite reading right after a subordinator, a subject pronoun and one to three sentence adverbs is that verb, whatever
 * its noun or participle reading ('skal', 'accepterede', 'tog').
 *
 * Kept: a main clause's inverted subject ("I går havde han ikke holdt møde": no subordinator before the subject); an
 * article, which 'den'/'det'/'de' can be, before an adjective that looks like an adverb ("at de tidligere ansatte",
 * "at det bare gulv"): after those only adverbs that are never adjectives count; the adverb 'så' ("ikke så meget").
 */
import { lexicalTense } from '../lexicons/verb-tense.ts';
import type { Word } from '../text/document.ts';
import { isPunctuatedBefore } from './tense-position.ts';

/** Words that open a subordinate clause with its subject right after them. */
const subordinators = new Set(
  'at da når hvis fordi mens idet selvom skønt eftersom om end før indtil hvor hvordan hvorfor hvorledes hvornår hvad hvem hvilket'.split(
    ' ',
  ),
);
/** Personal pronouns, which are never articles. */
const personalSubjects = new Set(['jeg', 'du', 'han', 'hun', 'vi', 'man']);
/** Pronouns that can be articles too ("de ansatte"): only before adverbs that are never adjectives. */
const articleSubjects = new Set(['de', 'den', 'det']);
/** Relative subjects: after a mark or a word with no verb reading ("hunderacer, der ikke eksisterede"). */
const relativeSubjects = new Set(['der', 'som']);
/** Sentence adverbs that are never adjectives. */
const pureAdverbs = new Set(
  'ikke aldrig altid også jo vel kun blot dog gerne heller slet end netop allerede stadig endnu ofte tit faktisk egentlig måske sikkert vist nok næppe formentlig derfor alligevel pludselig selv'.split(
    ' ',
  ),
);
/** Adverbs that are adjectives too ("bare", "godt"): after a personal pronoun only. */
const adjectiveAdverbs = new Set(['bare', 'godt', 'lige', 'nu', 'længere', 'mere', 'snart', 'straks', 'hellere']);
/** 'i' with these is a time adverb ("i går", "i dag"). */
const timeNouns = new Set(['går', 'dag', 'aften', 'morgen', 'år', 'forvejen', 'nat', 'morges', 'aftes']);

/** words[index] follows a subordinator, a subject pronoun and sentence adverbs, with no mark between. */
export function isSubordinateOrderVerb(words: readonly Word[], index: number): boolean {
  let at = index - 1;
  let adverbCount = 0;
  let onlyPure = true;
  while (at >= 1 && adverbCount < 3) {
    if (isPunctuatedBefore(words, at + 1)) return false;
    const form = words[at]!.form;
    if (pureAdverbs.has(form)) at--;
    else if (adjectiveAdverbs.has(form)) {
      onlyPure = false;
      at--;
    } else if (timeNouns.has(form) && words[at - 1]?.form === 'i' && words[at - 1]!.text === 'i') at -= 2;
    else break;
    adverbCount++;
  }
  if (adverbCount === 0 || at < 1 || isPunctuatedBefore(words, at + 1)) return false;
  const subject = words[at]!.form;
  if (relativeSubjects.has(subject) && onlyPure)
    return isPunctuatedBefore(words, at) || lexicalTense(words[at - 1]!.form) === undefined;
  const personal = personalSubjects.has(subject);
  if (!personal && !(articleSubjects.has(subject) && onlyPure)) return false;
  if (isPunctuatedBefore(words, at)) return false;
  return subordinators.has(words[at - 1]!.form);
}
