/**
 * A word that stands as a name where it is: capitalised inside a sentence (not first in it) and known to the
 * dictionary as a proper noun ("Rose", "Svend", "Lyst"). Models that count words of a lexicon skip such words.
 */
import { dictionaryNames } from '../lexicons/names.ts';
import type { Word } from './document.ts';

export function isNameHere(word: Word): boolean {
  if (word.initial) return false;
  const first = word.text[0]!;
  return first !== first.toLowerCase() && dictionaryNames().properNouns.has(word.form);
}
