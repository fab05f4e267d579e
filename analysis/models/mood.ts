/**
 * The mood of a sentence, -1..1, from the team's valence lexicon: each scored word counts with its valence,
 * turned by a negator in its clause ("ikke glad", "hun elskede ham ikke"), strengthened or softened by the degree
 * word right before it ("meget glad", "lidt trist"), and weighed by contrast (after "men" counts more than before
 * it). Speech-tag verbs ("råbte hun") do not count: the characters' words do. The sum is squashed into -1..1 as
 * VADER does (x / √(x² + 15)).
 */

import { dialogueVerb } from '../lexicons/dialogue-verbs.ts';
import type { WordMap } from '../lexicons/packed.ts';
import { downtoners, intensifiers, negators, valenceForms } from '../lexicons/sentiment.ts';
import type { Sentence, Word } from '../text/document.ts';
import { memoised } from './memo.ts';

/** A sentence counts as positive or negative from this mood on. */
export const moodThreshold = 0.05;
const squash = 15;
/** A negated word keeps half its strength, turned ("ikke dårlig" is mildly good). */
const negation = -0.5;
const beforeContrast = 0.5;
const afterContrast = 1.5;

/** Words that start a new clause inside a sentence; a negator reaches no further. */
const clauseWords = new Set(['men', 'og', 'eller', 'mens', 'fordi', 'når', 'hvis', 'skønt', 'selvom', 'så']);

function breaksClause(text: string, previous: Word, word: Word): boolean {
  const gap = text.slice(previous.start + previous.text.length, word.start);
  return /[,;:–—()]/u.test(gap) || clauseWords.has(word.form);
}

export const sentenceMood = memoised((sentence: Sentence): number => {
  const words = sentence.words;
  const forms = valenceForms();
  const hasDialogue = words.some((word) => word.inDialogue);
  // Scored words and their weights, then the negation and contrast of their clause.
  const values: number[] = [];
  const clauseOf: number[] = [];
  const negatedClauses = new Set<number>();
  let clause = 0;
  let contrastAt = -1;
  let hverken = false;
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    if (index > 0 && breaksClause(sentence.text, words[index - 1]!, word)) {
      // "hverken … eller" is one negated clause.
      if (!(hverken && word.form === 'eller')) clause++;
      if (word.form === 'men') contrastAt = values.length;
    }
    if (negators.has(word.form) || (word.form === 'uden' && words[index + 1]?.form === 'at')) {
      negatedClauses.add(clause);
      if (word.form === 'hverken') hverken = true;
      continue;
    }
    const next = words[index + 1];
    const degree = intensifiers.get(word.form) ?? downtoners.get(word.form);
    if (degree !== undefined && next && valenceOf(forms, next.form) !== undefined) continue; // a degree word is not scored itself
    const valence = valenceOf(forms, word.form);
    if (valence === undefined) continue;
    if (!word.inDialogue && hasDialogue && dialogueVerb(word.form)?.finite) continue; // a speech tag
    values.push(valence * degreeBefore(words, index));
    clauseOf.push(clause);
  }
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    let value = values[i]!;
    if (negatedClauses.has(clauseOf[i]!)) value *= negation;
    if (contrastAt >= 0) value *= i < contrastAt ? beforeContrast : afterContrast;
    sum += value;
  }
  return sum === 0 ? 0 : sum / Math.sqrt(sum * sum + squash);
});

/** A capitalised noun of the old spelling keeps its 'aa' in the word's form ("Graad"): looked up as "gråd" too. */
function valenceOf(forms: WordMap<number>, form: string): number | undefined {
  const valence = forms.get(form);
  return valence === undefined && form.includes('aa') ? forms.get(form.replaceAll('aa', 'å')) : valence;
}

/** The degree word right before a scored word, or one further back ("meget, meget glad", "så utrolig glad"). */
function degreeBefore(words: readonly Word[], index: number): number {
  let factor = 1;
  for (let back = 1; back <= 2 && index - back >= 0; back++) {
    const form = words[index - back]!.form;
    const degree = intensifiers.get(form) ?? downtoners.get(form);
    if (degree === undefined) break;
    factor *= degree;
  }
  return factor;
}

export function isPositive(mood: number): boolean {
  return mood >= moodThreshold;
}

export function isNegative(mood: number): boolean {
  return mood <= -moodThreshold;
}
