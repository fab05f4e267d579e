/**
 * Adjective forms in '-t' that stand as adverbs but tell place, distance, time, frequency or certainty, not the
 * manner of the verb (issue 28 point 3): no adverb an editor would flag ("løb rundt", "Man hører sjældent", "fløj
 * lavt over Tuerne", "kort efter").
 */
import { adverbs, isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';

/**
 * Forms that never tell manner: place and distance ("løb rundt", "langt borte"), time ("snart", "tidligt"),
 * frequency ("sjældent", "hyppigt", "jævnligt"), certainty ("bestemt", "sikkert"), and fixed phrases ("gjorde
 * ondt", "havde travlt").
 */
export const notMannerAdverbs = new Set([
  'rundt',
  'snart',
  'langt',
  'tidligt',
  'sent',
  'først',
  'sidst',
  'bestemt',
  'sikkert',
  'ondt',
  'travlt',
  'nyt',
  'nyligt',
  'sjældent',
  'hyppigt',
  'jævnligt',
  'ideligt',
  'tidt',
  // time and exactness: "forsvandt samtidigt", "kunde akkurat skimte"
  'samtidigt',
  'samtidig',
  'akkurat',
]);

/** Words after which 'tæt' tells place ("tæt ved Vejen", "tæt under Loftet"). */
export const prepositionsAfterTæt = new Set([
  'ved',
  'udenfor',
  'uden',
  'på',
  'paa',
  'til',
  'op',
  'ind',
  'bag',
  'over',
  'under',
]);

/** Forms of height and depth that tell place before a word of place ("lavt over Tuerne", "dybt nede", "højt oppe"). */
const heightWords = new Set(['højt', 'lavt', 'dybt', 'nært']);

/**
 * Words of place after which 'højt', 'lavt', 'dybt' tell where, not how ("talte højt" is manner; "højt oppe" is
 * place). Not 'i', 'på', 'til': "sang højt i Kirken" is the manner of the singing.
 */
const placeWords = new Set(
  'over under oppe nede inde ude ovre oven ned op ind ud bag mellem imellem henne hen nedenunder ovenover'.split(' '),
);

/** Superlatives of place ("sad yderst ved Døren", "øverst i Trappen"); "yderst forundret" is a degree word. */
const placeSuperlatives = new Set(['yderst', 'inderst', 'øverst', 'nederst', 'underst', 'forrest', 'bagerst']);

/** Whether the next word is one a degree word grades: an adjective or an adverb. */
function grades(next: string): boolean {
  return next !== '' && (isAdjectiveForm(next) || adverbs().has(next));
}

/** Adjectives in '-t' that after a modal are its sentence adverb ("kunde umuligt", "maa nødvendigt"). */
const modalAdverbs = new Set(['umuligt', 'nødvendigt', 'muligt', 'sikkert']);
const modalLeads = new Set(
  'kan kunne kunde vil ville vilde skal skulle skulde maa må maatte måtte tør turde'.split(' '),
);

/** 'godt' and its comparison before 'af' ("havde godt af", "har bedst af"). */
const goodForms = new Set(['godt', 'bedre', 'bedst', 'ondt']);

/** Verbs before 'godt' in fixed phrases: "ved godt" (know well), "kan godt" (may well). */
const godtPhraseLeads = new Set('ved veed vidste vide kan kunne kunde vil ville vilde'.split(' '));

/** Words after which an adjective in '-t' tells time ("kort før", "kort efter", "kort derpaa"). */
const timeWordsAfter = new Set(['før', 'efter', 'derpå', 'derpaa', 'derefter', 'efterpå', 'efterpaa', 'forinden']);

/** Participles of saying after which an adjective comments on the saying ("kort sagt", "ærligt talt"). */
const sayingParticiples = new Set(['sagt', 'talt', 'fortalt', 'udtrykt']);

/** Whether the adjective form at `index` tells place, time, frequency or certainty here, not manner. */
export function tellsNoManner(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  const next = words[index + 1]?.form ?? '';
  if (notMannerAdverbs.has(form)) return true;
  if (form === 'tæt' && prepositionsAfterTæt.has(next)) return true;
  if (heightWords.has(form) && placeWords.has(next)) return true;
  // "sad yderst ved Døren", "jeg kom underst", "gik forrest": place; "yderst forundret" grades the next word
  if (placeSuperlatives.has(form) && !grades(next)) return true;
  // "kunde umuligt spise": after a modal, the modal sentence adverb (could not possibly)
  if (modalAdverbs.has(form) && modalLeads.has(words[index - 1]?.form ?? '')) return true;
  // "havde godt af", "havde bedst af at sove": the fixed phrase (be good for)
  if (goodForms.has(form) && next === 'af') return true;
  // "ved godt", "kan godt", "synes godt om": fixed phrases, no manner
  if (form === 'godt' && (next === 'om' || godtPhraseLeads.has(words[index - 1]?.form ?? ''))) return true;
  // "kort sagt", "ærligt talt", "rent ud sagt": a comment on the saying, no manner of a verb
  if (sayingParticiples.has(next) || (next === 'ud' && sayingParticiples.has(words[index + 2]?.form ?? '')))
    return true;
  return timeWordsAfter.has(next);
}
