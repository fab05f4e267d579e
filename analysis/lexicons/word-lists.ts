/** The one-word-a-line lexicons, each read once. */
import { determiners, quantifiers, subjectWords } from '../text/function-words.ts';
import { hunspellTables } from './hunspell.ts';
import { lexiconLines, once } from './load.ts';

const wordSet = (fileName: string) => once(() => new Set(lexiconLines(fileName).map((word) => word.toLowerCase())));

export const adverbs = wordSet('adverbs.txt');
export const fillingWords = wordSet('filling-words.txt');
export const actionVerbs = wordSet('action-verbs.txt');
const irregularAdjectives = wordSet('adjectives.txt');

/** Words the dictionary lists as adjectives that work as other word classes in running text. */
const notAdjectives = new Set([
  'før',
  'samme',
  'hele',
  'første',
  'sidste',
  'videre',
  'set',
  'tro',
  'fast',
  'andet',
  'anden',
  'andre',
  'egen',
  'eget',
  'egne',
  'selv',
  'nok',
  'over',
  'under',
  'inde',
  'ude',
  'oppe',
  'nede',
  'hjemme',
  'borte',
  'henne',
  // Mostly another word class in running text: old-spelling 'vilde' (would), 'vide' (to know), 'først' and
  // 'nær' (adverbs), 'kommen' (the old participle of 'komme').
  'vilde',
  'vide',
  'først',
  'nær',
  'kommen',
  // "saa snart" (as soon as), "snarere" (rather), "trekvart" (the fraction)
  'snart',
  'snarere',
  'trekvart',
]);

/** Pronouns, determiners and quantifiers the dictionary also lists as adjectives ("alle", "mange", "sådan"). */
const determinerLike = new Set([
  ...subjectWords,
  ...determiners,
  ...quantifiers,
  ...'sådan sådant sådanne mange få færre færrest flere flest fleste megen meget mere mest lidt mindre mindst vis vist hver hvert hvilken hvilket hvilke nogen noget nogle al alt ene eneste begge'.split(
    ' ',
  ),
]);

/** Adjective forms: the dictionary's adjectives and the irregular ones of adjectives.txt. */
export function isAdjectiveForm(form: string): boolean {
  if (notAdjectives.has(form) || determinerLike.has(form)) return false;
  return irregularAdjectives().has(form) || hunspellTables().adjectiveForms.has(form);
}

/** Adjective forms that are nouns as well ("død", "vandet"): adjectives only after a copula or degree word. */
export function isAlsoNoun(form: string): boolean {
  return hunspellTables().nounAdjectiveForms.has(form);
}

/**
 * The lemma a descriptive or filling word is listed under: an adjective form's base word ("pludseligt", "pludselige"
 * → "pludselig"), an adverb's '-t' form the adjective it comes from, any other word itself ("aldeles", "jo").
 */
export function descriptiveLemma(form: string): string {
  const { adjectiveLemma, lemmaOf } = hunspellTables();
  const lemma = adjectiveLemma.get(form);
  if (lemma !== undefined) return lemma;
  const neuter = form.endsWith('t') ? adjectiveLemma.get(form.slice(0, -1)) : undefined;
  if (neuter !== undefined) return neuter;
  // "store", "stort" → "stor", "små" → "lille": an irregular form the dictionary points to its adjective
  const base = lemmaOf.get(form);
  return base !== undefined && isAdjectiveForm(base) ? base : form;
}

/**
 * The lemma an adverb is listed under: the adverb's own '-t' form ("højt", "langsomt": "høj" is no adverb), except
 * for adjectives in '-ig', whose bare form is an adverb as well ("pludselig" counts pludselig and pludseligt).
 */
export function adverbLemma(form: string): string {
  const lemma = descriptiveLemma(form);
  return form === `${lemma}t` && !lemma.endsWith('ig') ? form : lemma;
}
