/**
 * A verb before the reflexive 'sig': "denne fordybede sig i en samtale", "hvordan en arbejdsløs føler sig", "før et
 * opsving viser sig". A noun takes no reflexive object, so a lower-case form with a finite reading right before 'sig'
 * is a verb; it is the finite one unless an auxiliary makes it the participle ("havde opholdt sig"; for a form in '-t',
 * past and participle alike, any auxiliary up to eight words back: "havde han, som han syntes, holdt sig") or 'at' or
 * a modal the infinitive ("at forlyste sig", "skal vare sig").
 *
 * Kept: a capitalised word, which in the old spelling is a noun ("to røde Pletter sig", "Niels Tjener sig"), a word
 * after an article, a determiner, a number or an inflected adjective, which leads a noun ("to røde pletter sig"), but
 * not 'denne' opening its clause, where it is the subject ("og denne fordybede sig"), and 'så', 'ved', 'når' and the
 * prepositions ("ved sig selv", "hver for sig").
 */
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { adverbs, isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import {
  clauseAdverbs,
  determiners,
  modals,
  oldModals,
  prepositions,
  quantifiers,
  subjectWords,
} from '../text/function-words.ts';
import { modalParticiples } from './tense-clause.ts';
import { isAfterAuxiliary } from './tense-participle.ts';
import { isPunctuatedBefore, opensClauseAt } from './tense-position.ts';

/** Homographs with rules of their own, and words the tagger never reads as finite. */
const leftOut = new Set(['så', 'ved', 'når', 'under', 'for', 'inde', 'længer']);
const articles = new Set(['den', 'det', 'de', 'en', 'et']);

/** words[index] is the finite verb before the reflexive 'sig'. */
export function isReflexiveVerb(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  if (next === undefined || next.form !== 'sig' || isPunctuatedBefore(words, index + 1)) return false;
  const word = words[index]!;
  if (word.text[0] !== word.form[0] || leftOut.has(word.form) || prepositions.has(word.form)) return false;
  if (!lexicalTense(word.form)) return false;
  const prev = index > 0 && !isPunctuatedBefore(words, index) ? words[index - 1]!.form : '';
  if (prev === 'denne' && opensClauseAt(words, index - 1, coordinators)) return !isAfterAuxiliary(words, index); // "og denne satte sig"
  if (articles.has(prev) || (determiners.has(prev) && !subjectWords.has(prev)) || /^\d/u.test(prev)) return false;
  if (quantifiers.has(prev) && !subjectWords.has(prev)) return false;
  if (prev.endsWith('e') && isAdjectiveForm(prev) && !adverbs().has(prev) && !lexicalTense(prev)) return false;
  if (word.form.endsWith('t') && hasAuxiliaryBefore(words, index)) return false;
  return !governedBefore(words, index) && !isAfterAuxiliary(words, index);
}

/** Auxiliaries of the perfect and the passive, after which a form in '-t' is the participle ("havde holdt"). */
const auxiliaries = new Set('har havde have haver er var været blevet bleven'.split(' '));

/**
 * "havde han klogelig, som han syntes, holdt sig": a form in '-t' that is past and participle alike ('holdt', 'fulgt'),
 * with an auxiliary up to eight words before it, across marks, is taken for the participle.
 */
function hasAuxiliaryBefore(words: readonly Word[], index: number): boolean {
  for (let at = index - 1; at >= 0 && at >= index - 8; at--) if (auxiliaries.has(words[at]!.form)) return true;
  return false;
}

/** Coordinators after which 'denne' opens a clause as its subject ("og denne fordybede sig"). */
const coordinators = new Set(['og', 'men', 'eller']);

/** 'at' or a modal before words[index], with only a subject or adverbs between: the form is the infinitive. */
function governedBefore(words: readonly Word[], index: number): boolean {
  for (let at = index - 1; at >= 0 && at >= index - 4; at--) {
    if (isPunctuatedBefore(words, at + 1)) return false;
    const form = words[at]!.form;
    if (form === 'at' || modals.has(form) || oldModals.has(form) || modalParticiples.has(form)) return true;
    if (!clauseAdverbs.has(form) && !adverbs().has(form) && !subjectWords.has(form)) return false;
  }
  return false;
}
