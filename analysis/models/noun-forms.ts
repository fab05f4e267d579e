/**
 * Inflected noun forms ("Morgenen", "Husene", "svaner"): the dictionary lists nouns uninflected, so a form counts
 * when it is a noun or adjective base of the dictionary or one with a noun ending. Old spelling 'aa' is read as 'å'.
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';

/** Endings of inflected nouns (definite, plural, genitive), longest first. */
const nounEndings = [
  'ernes',
  'enes',
  'erne',
  'rnes',
  'ene',
  'ens',
  'ets',
  'rne',
  'en',
  'et',
  'er',
  'ne',
  'e',
  's',
  'n',
  'r',
];

export function isNounForm(form: string): boolean {
  const word = form.replaceAll('aa', 'å');
  const nouns = hunspellTables().nominalWords;
  if (nouns.has(word)) return true;
  return nounEndings.some(
    (ending) => word.length > ending.length + 1 && word.endsWith(ending) && nouns.has(word.slice(0, -ending.length)),
  );
}

/** A capitalised common noun inside a sentence ("Huset", "Folk"): old spelling, where every noun has a capital. */
export function isOldSpellingNoun(word: Word): boolean {
  if (word.initial || !/^\p{Lu}\p{Ll}/u.test(word.text)) return false;
  const form = word.form.replaceAll('aa', 'å');
  return !isAdjectiveForm(form) && !lexicalTense(form) && isNounForm(form);
}
