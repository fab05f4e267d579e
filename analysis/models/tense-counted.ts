/**
 * A participle counted by a numeral is a noun, not the past tense: "fandt tre mistænkte", "har 500 ansatte".
 * Moved out of tense-tagger.ts unchanged.
 */
import type { Word } from '../text/document.ts';
import { determiners, subjectWords } from '../text/function-words.ts';
import { isPlainVerb } from './tense-participle.ts';
import { isPunctuatedBefore } from './tense-position.ts';
import { isParticipleShaped } from './tense-subject.ts';

const articles = new Set(['den', 'det', 'de', 'denne', 'dette', 'disse']);
const numerals = new Set('to tre fire fem seks syv otte ni ti elleve tolv tyve hundrede tusind'.split(' '));

/**
 * "fandt tre mistænkte", "så to sårede": after a numeral in the middle of a clause the participle is a noun. The
 * numeral with a pronoun or article before it is the subject ("de to smilede"), and so is one opening the
 * sentence; a pronoun after the participle makes it the verb of an inverted clause ("Klokken tre vågnede han").
 */
export function isCountedParticiple(words: readonly Word[], index: number): boolean {
  if (index >= 2 && isDigitAmountObject(words, index)) return true;
  if (index < 2 || !numerals.has(words[index - 1]!.form) || isPunctuatedBefore(words, index - 1)) return false;
  if (isPunctuatedBefore(words, index) || isPunctuatedBefore(words, index + 1)) return false;
  const before = words[index - 2]!.form;
  if (subjectWords.has(before) || articles.has(before) || determiners.has(before)) return false;
  const next = words[index + 1];
  // 'i' is the preposition unless written 'I' ("tre mistænkte i går")
  return next === undefined || !(subjectWords.has(next.form) && next.text !== 'i');
}
/**
 * "har 500 ansatte", "fandt 3 dræbte": a number in digits right after a finite verb with no other reading is the
 * amount of its object, and the participle after it the object's noun. Not after a preposition ("Siden 1990
 * stemte flertallet"), where the number is a time and the verb comes next.
 */
function isDigitAmountObject(words: readonly Word[], index: number): boolean {
  if (
    !/^\d+$/u.test(words[index - 1]!.text) ||
    isPunctuatedBefore(words, index) ||
    isPunctuatedBefore(words, index - 1)
  )
    return false;
  return isPlainVerb(words[index - 2]) && !isParticipleShaped(words[index - 2]!.form);
}
