/**
 * 'så' as the adverb where the tense tagger would see the past of 'se' after its subject:
 * - before a word of degree or frequency, an adverb or an adjective, with the clause's own verb right after it ("som
 *   der så ofte sker", "hvis man så tit er syg", "De så udmærket forstår"): 'så' grades the word, and the verb after
 *   it is the clause's one finite verb; with an object or no finite verb after it, 'så' is the verb ("Hun så mange
 *   mennesker komme", "Han så længe på det"); right before a modal it is the adverb ("om jeg saa skal gaa");
 * - alone after an interrogative at the end of a question ("Hvad så?", "Hvem så?"); with a subject after it, it is
 *   the verb ("Hvad så du?");
 * - in the fixed phrases "i så fald", "i så måde", "i så henseende" (in that case, in that respect), where 'i' is the
 *   preposition, not the pronoun 'I' before the past of 'se';
 * - after a small 'i' inside a capitalised sentence and before an adjective or degree word ("i så høj grad", "i så
 *   mange år"): the pronoun 'I' has a capital, so 'i' is the preposition and 'så' grades the word after it; a text
 *   all in small letters keeps the pronoun ("i så ham");
 * - before an adjective that ends its clause, when the clause already has its finite verb ("Det gør det så
 *   vidunderligt", "Han fandt hende så smuk, at …"): 'så' grades the adjective. With no verb before it, 'så' is the
 *   verb ("Jeg så tydeligt, at …"), and so it is before 'ud' ("Det så godt ud");
 * - before a form with a finite reading that has its own object ("naar jeg saa bringer ham"): 'så' is the sentence
 *   adverb between the subject and the verb.
 */

import { lexicalTense } from '../lexicons/verb-tense.ts';
import { adverbs, isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { modals, oldModals, prepositions } from '../text/function-words.ts';
import { hasFiniteVerbBefore } from './tense-clause.ts';
import { isPunctuatedBefore } from './tense-position.ts';
import { isSureFinite } from './tense-subject.ts';

/** Words 'så' grades ("så ofte", "så meget", "så længe"). */
const degreeWords = new Set(
  'ofte tit meget mange længe godt lidt langt snart vidt få let sent tidligt stærkt hurtigt nemt svært mere mindre'.split(
    ' ',
  ),
);
const interrogatives = new Set(['hvad', 'hvem', 'hvor', 'hvorfor', 'hvordan', 'hvornår']);

/**
 * "som der så ofte sker", "De så udmærket forstår": 'så', a degree word, adverb or adjective and, right after it, a
 * finite verb with no other reading; or 'så' right before a modal ("om jeg saa skal gaa"), which the past of 'se'
 * never stands before.
 */
function isDegreeSå(words: readonly Word[], index: number): boolean {
  const degree = words[index + 1];
  if (degree === undefined || isPunctuatedBefore(words, index + 1)) return false;
  if (modals.has(degree.form) || oldModals.has(degree.form)) return true;
  const grades = degreeWords.has(degree.form) || adverbs().has(degree.form) || isAdjectiveForm(degree.form);
  return grades && !isPunctuatedBefore(words, index + 2) && isSureFinite(words[index + 2]);
}

/** "Hvad så?": 'så' ending a question right after its interrogative. */
function isQuestionSå(words: readonly Word[], index: number): boolean {
  const ends = index + 1 >= words.length || isPunctuatedBefore(words, index + 1);
  return ends && index >= 1 && interrogatives.has(words[index - 1]!.form) && !isPunctuatedBefore(words, index);
}

/** The nouns of "i så fald", "i så måde", "i så henseende". */
const soPhraseNouns = new Set(['fald', 'maade', 'måde', 'henseende']);

/** "I så fald hobes blodet op": 'så' between the preposition 'i' and the phrase's noun. */
function isPhraseSå(words: readonly Word[], index: number): boolean {
  const noun = words[index + 1];
  return (
    index >= 1 &&
    words[index - 1]!.form === 'i' &&
    noun !== undefined &&
    soPhraseNouns.has(noun.form) &&
    !isPunctuatedBefore(words, index) &&
    !isPunctuatedBefore(words, index + 1)
  );
}

/** "i så høj grad": 'så' after the preposition 'i' (small, in a capitalised sentence), before the word it grades. */
function isSmallISå(words: readonly Word[], index: number): boolean {
  const before = words[index - 1];
  const graded = words[index + 1];
  if (before === undefined || before.text !== 'i' || before.initial || !/^\p{Lu}/u.test(words[0]!.text)) return false;
  if (graded === undefined || isPunctuatedBefore(words, index) || isPunctuatedBefore(words, index + 1)) return false;
  return degreeWords.has(graded.form) || isAdjectiveForm(graded.form);
}

/** "gør det så vidunderligt.": 'så', an adjective ending the clause, and the clause's verb before 'så'. */
function isGradingSå(words: readonly Word[], index: number): boolean {
  const adjective = words[index + 1];
  if (adjective === undefined || !isAdjectiveForm(adjective.form) || isPunctuatedBefore(words, index + 1)) return false;
  const endsClause =
    index + 2 >= words.length || isPunctuatedBefore(words, index + 2) || words[index + 2]!.form === 'at';
  return endsClause && !isPunctuatedBefore(words, index) && hasFiniteVerbBefore(words, index);
}

/** Words that open an object: object pronouns, the reflexive, articles, determiners and possessives. */
const objectStarts = new Set(
  'ham hende dem mig dig os jer sig den det de en et min mit mine din dit dine sin sit sine hans hendes dens dets deres vores'.split(
    ' ',
  ),
);

/**
 * "naar jeg saa bringer ham", "hvor vi så skærer de stumper fra": 'så' between its subject and a form with a finite
 * reading that has an object of its own is the sentence adverb (then), and that form the clause's verb: the past of
 * 'se' would need the form as its object, and a noun takes no object ("da jeg så bøger på bordet" keeps the verb).
 */
function isAdverbSåBeforeVerb(words: readonly Word[], index: number): boolean {
  const verb = words[index + 1];
  const object = words[index + 2];
  if (verb === undefined || object === undefined || verb.text[0] !== verb.form[0]) return false;
  if (!objectStarts.has(object.form) || !lexicalTense(verb.form) || verb.form === 'så') return false;
  if (prepositions.has(verb.form)) return false; // "han saa under de lukkede Øjenlaage": 'under' governs the object
  return !isPunctuatedBefore(words, index + 1) && !isPunctuatedBefore(words, index + 2);
}

/** 'så' is the adverb by the words around it, whatever stands before it. */
export function isAdverbSåByContext(words: readonly Word[], index: number): boolean {
  return (
    isDegreeSå(words, index) ||
    isQuestionSå(words, index) ||
    isPhraseSå(words, index) ||
    isSmallISå(words, index) ||
    isGradingSå(words, index) ||
    isAdverbSåBeforeVerb(words, index)
  );
}
