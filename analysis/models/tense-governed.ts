/**
 * A determiner or preposition governs the word right after it ("en skal", "i går"), but not across a mark: in "med en
 * mine, skal han", "hos, tænker jeg," the mark closes the phrase, and the word after it opens the next part of the
 * sentence (in old prose, often the verb of a main clause after a fronted clause: "da han kom til, hørte han").
 *
 * A word standing alone between marks is a quoted or set-off word inside the phrase ('en "dyr" overnatning'), and the
 * determiner still governs it.
 */
import type { Word } from '../text/document.ts';
import { determiners, prepositions } from '../text/function-words.ts';
import { isPunctuatedBefore } from './tense-position.ts';

/** words[index] is governed by a determiner or preposition right before it, with no mark between. */
export function isGovernedWord(words: readonly Word[], index: number): boolean {
  const prev = words[index - 1]?.form ?? '';
  if (!determiners.has(prev) && !prepositions.has(prev)) return false;
  return !isPunctuatedBefore(words, index) || isPunctuatedBefore(words, index + 1);
}
