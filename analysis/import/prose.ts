/**
 * Whether an imported text is prose at all, told in one linear pass before segmentation, so that a file that is
 * not a manuscript is refused at upload without spending an upload, and never reaches the models (issue 32: a
 * 10,000,000-byte file of one "word" was analysed "done" and took 2 GB). Not prose:
 * - no word with a letter (NO_SENTENCES);
 * - fewer than `minWords` words, or more than `maxCharactersPerWord` characters per word (Danish prose has about
 *   6; a text of glued words or of symbols has far more);
 * - more than half its characters in words longer than `longWord` (a glued run is not a word);
 * - more than `maxWordsPerSentence` words per sentence end (. ! ? …) over a text of at least that many words.
 * The bounds sit far outside every work of ../shared/corpus (docs/TESTING.md gives their figures).
 */
import { ManuscriptError } from '../errors.ts';
import { wordPattern } from '../text/words.ts';
import type { TextBlock } from './manuscript-text.ts';

export const proseBounds = {
  minWords: 2,
  maxCharactersPerWord: 25,
  longWord: 60,
  maxWordsPerSentence: 400,
} as const;

export interface ProseEvidence {
  /** Characters other than white space. */
  characters: number;
  /** Words holding a letter. */
  words: number;
  /** Characters in words longer than `proseBounds.longWord`. */
  longWordCharacters: number;
  /** Runs of sentence-ending marks. */
  sentenceEnds: number;
}

const letter = /\p{L}/u;
const sentenceEnd = /[.!?…]+/gu;
const space = /\s/gu;

export function proseEvidence(blocks: readonly TextBlock[]): ProseEvidence {
  const evidence: ProseEvidence = { characters: 0, words: 0, longWordCharacters: 0, sentenceEnds: 0 };
  for (const block of blocks) {
    if (block.kind === 'sceneBreak') continue;
    const text = block.text;
    evidence.characters += text.length - count(text, space);
    evidence.sentenceEnds += count(text, sentenceEnd);
    for (const match of text.matchAll(wordPattern)) {
      if (!letter.test(match[0])) continue;
      evidence.words++;
      if (match[0].length > proseBounds.longWord) evidence.longWordCharacters += match[0].length;
    }
  }
  return evidence;
}

/** Throws the author's reason when the text is not prose (see above). */
export function assertProse(blocks: readonly TextBlock[]): void {
  const e = proseEvidence(blocks);
  if (e.words === 0) throw new ManuscriptError('NO_SENTENCES', 'no word with a letter');
  const detail = `${e.words} words, ${e.characters} characters, ${e.longWordCharacters} in long words, ${e.sentenceEnds} sentence ends`;
  if (
    e.words < proseBounds.minWords ||
    e.characters > e.words * proseBounds.maxCharactersPerWord ||
    e.longWordCharacters * 2 > e.characters ||
    (e.words >= proseBounds.maxWordsPerSentence &&
      e.words > Math.max(1, e.sentenceEnds) * proseBounds.maxWordsPerSentence)
  )
    throw new ManuscriptError('NOT_PROSE', detail);
}

function count(text: string, pattern: RegExp): number {
  let n = 0;
  for (const _ of text.matchAll(pattern)) n++;
  return n;
}
