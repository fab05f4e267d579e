/**
 * Words that mark a speech tag after a line of dialogue ("sagde hun", "spurgte Peter"): the forms of the
 * dialogue verbs in the dialogue-verbs lexicon. Kept apart so that segmentation and the Dialogue model agree.
 * Fixed phrases built on a verb of saying ("det vil sige:", "så at sige", "kort sagt") are not speech tags.
 */
import { dialogueVerb } from '../lexicons/dialogue-verbs.ts';
import { lexiconForm } from './normalise.ts';

export function isSpeechTagWord(word: string): boolean {
  return dialogueVerb(lexiconForm(word, false)) !== undefined;
}

const fixedPhrases = new Set([
  'det vil sige',
  'vil sige',
  'så at sige',
  'kort sagt',
  'rettere sagt',
  'bedre sagt',
  'groft sagt',
  'mildest talt',
  'som sagt',
  'sagt med',
]);

/**
 * Whether the verb of saying that ends `words` (lower-case forms, the verb last) is part of a fixed phrase, or
 * is followed by one (`next`: the word after it), rather than a speech tag.
 */
export function isFixedSayingPhrase(words: readonly string[], next = ''): boolean {
  const n = words.length;
  for (let take = 2; take <= Math.min(3, n); take++) {
    if (fixedPhrases.has(words.slice(n - take).join(' '))) return true;
  }
  return next !== '' && fixedPhrases.has(`${words[n - 1]} ${next}`);
}
