/**
 * 'så' as the adverb where the tense tagger would see the past of 'se' after its subject:
 * - before a word of degree or frequency, with the clause's own verb right after it ("som der så ofte sker", "hvis
 *   man så tit er syg"): 'så' grades the word, and the verb after it is the clause's one finite verb; with an
 *   object or no finite verb after it, 'så' is the verb ("Hun så mange mennesker komme", "Han så længe på det");
 * - alone after an interrogative at the end of a question ("Hvad så?", "Hvem så?"); with a subject after it, it is
 *   the verb ("Hvad så du?");
 * - in the fixed phrases "i så fald", "i så måde", "i så henseende" (in that case, in that respect), where 'i' is the
 *   preposition, not the pronoun 'I' before the past of 'se'.
 */
import type { Word } from '../text/document.ts';
import { isPunctuatedBefore } from './tense-position.ts';
import { isSureFinite } from './tense-subject.ts';

/** Words 'så' grades ("så ofte", "så meget", "så længe"). */
const degreeWords = new Set(
  'ofte tit meget mange længe godt lidt langt snart vidt få let sent tidligt stærkt hurtigt nemt svært mere mindre'.split(
    ' ',
  ),
);
const interrogatives = new Set(['hvad', 'hvem', 'hvor', 'hvorfor', 'hvordan', 'hvornår']);

/** "som der så ofte sker": 'så', a degree word and, right after it, a finite verb with no other reading. */
function isDegreeSå(words: readonly Word[], index: number): boolean {
  const degree = words[index + 1];
  if (degree === undefined || !degreeWords.has(degree.form) || isPunctuatedBefore(words, index + 1)) return false;
  return !isPunctuatedBefore(words, index + 2) && isSureFinite(words[index + 2]);
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

/** 'så' is the adverb by the words around it, whatever stands before it. */
export function isAdverbSåByContext(words: readonly Word[], index: number): boolean {
  return isDegreeSå(words, index) || isQuestionSå(words, index) || isPhraseSå(words, index);
}
