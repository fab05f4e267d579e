/**
 * The curated list of irregular verbs (irregular-verbs.tsv): every finite form with its tense. A form with a
 * verbal prefix ("forstod", "afbrød", "undgik") takes the tense of its base when the dictionary knows the
 * compound, so compounds need no lines of their own.
 */
import type { Tense } from './hunspell.ts';
import { lexiconRows, once } from './load.ts';

export interface IrregularVerbs {
  tenseOf: Map<string, Tense>;
  infinitives: Set<string>;
}

export const irregularVerbs = once((): IrregularVerbs => {
  const tenseOf = new Map<string, Tense>();
  const infinitives = new Set<string>();
  for (const [infinitive, present, past] of lexiconRows('irregular-verbs.tsv')) {
    if (!infinitive || !present || !past) continue;
    infinitives.add(infinitive);
    for (const form of present.split(',')) tenseOf.set(form.trim(), 'Pres');
    for (const form of past.split(',')) if (!tenseOf.has(form.trim())) tenseOf.set(form.trim(), 'Past');
  }
  return { tenseOf, infinitives };
});

export const verbalPrefixes = [
  'sammen',
  'tilbage',
  'under',
  'efter',
  'frem',
  'over',
  'igen',
  'fore',
  'ind',
  'mod',
  'ned',
  'bort',
  'gen',
  'til',
  'for',
  'und',
  'fort',
  'mis',
  'del',
  'fra',
  'fast',
  'videre',
  'vide',
  'hjem',
  'sam',
  'ad',
  'offentlig',
  'istand',
  'løs',
  'fuld',
  'god',
  'ren',
  'tit',
  'med',
  'af',
  'an',
  'be',
  'er',
  'om',
  'op',
  'på',
  'ud',
  'ved',
  'hen',
];
