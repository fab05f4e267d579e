/**
 * A finite verb in a row of verbs after a comma: "om jeg sover, tænker eller blot sidder", "hun læser, skriver og
 * tegner". The verbs of a row share their subject and their tense, the row is closed by 'og'/'eller', and the forms
 * between are verbs like the first: the form right after a comma is finite when the word before the comma is a finite
 * verb and the row's last member, after 'og'/'eller' and at most two adverbs, has the same tense.
 *
 * A row of nouns or a comma between clauses does not go on from a verb to a closing verb ("Han købte æbler, pærer og
 * blommer"; "Han kom, tanker og drømme fulgte ham" closes on a noun).
 */
import type { Tense } from '../lexicons/hunspell.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { adverbs } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { clauseAdverbs } from '../text/function-words.ts';
import type { IsFinite } from './tense-fronted.ts';
import { isPunctuatedBefore } from './tense-position.ts';

/** words[index] stands in a row of finite verbs after a comma, between a finite verb and the row's last verb. */
export function isVerbInRow(words: readonly Word[], index: number, tense: Tense, isFiniteVerb: IsFinite): boolean {
  if (index < 1 || !isPunctuatedBefore(words, index) || isPunctuatedBefore(words, index + 1)) return false;
  if (lexicalTense(words[index - 1]!.form) !== tense) return false;
  // the members after it: more verbs after commas, then 'og'/'eller', adverbs, and the last verb
  for (let at = index + 1; at < words.length && at <= index + 8; at++) {
    const form = words[at]!.form;
    if (form !== 'og' && form !== 'eller') {
      if (isPunctuatedBefore(words, at) && lexicalTense(form) === tense) continue;
      return false;
    }
    for (let last = at + 1; last <= at + 3 && last < words.length; last++) {
      if (isPunctuatedBefore(words, last)) return false;
      const word = words[last]!.form;
      if (lexicalTense(word) === tense) return isFiniteVerb(index - 1); // the tagger's verdict last
      if (!adverbs().has(word) && !clauseAdverbs.has(word)) return false;
    }
    return false;
  }
  return false;
}
