/**
 * Legibility (Læsbarhed): LIX = words / sentences + 100 × long words / words; a long word has more than 6 letters.
 * Sentences are counted by the Danish LIX convention (Björnsson: a sentence ends at '.', ':', '!', '?'), read with
 * Danish orthography: a mark followed by a capital starts a new sentence, one followed by a lower-case word does
 * not (»Hvad?« spurgte hun; "Der var tre ting: brød, vin og ost"). So the segmentation's sentences count, and a
 * colon inside one of them before a capital ("sagde han: Kom her") ends a LIX sentence as well. See docs/QUALITY.md.
 */
import type { LegibilityGlobal } from '../../schemas/models/legibility.ts';
import type { Paragraph } from '../text/document.ts';
import { round2 } from '../text/parts.ts';
import { letterCount } from '../text/words.ts';
import type { ModelAnalyser } from './analyser.ts';
import { memoised } from './memo.ts';
import { keepsPassages, recordLongSentences } from './view-places.ts';

export const longWordLetters = 6;

interface ParagraphCounts {
  sentences: number;
  words: number;
  longWords: number;
  letters: number;
}

const paragraphCounts = memoised((paragraph: Paragraph): ParagraphCounts => {
  const counts: ParagraphCounts = { sentences: 0, words: 0, longWords: 0, letters: 0 };
  for (const sentence of paragraph.sentences) {
    counts.sentences += lixSentences(sentence.text);
    for (const word of sentence.words) {
      counts.words++;
      const length = letterCount(word.text);
      counts.letters += length;
      if (length > longWordLetters) counts.longWords++;
    }
  }
  return counts;
});

/** A colon before a capital (after white space and an opening quote or dash): a new sentence by the LIX count. */
const colonBeforeCapital = /:\s+[»«"“„'‘(\-–—]?\s*\p{Lu}/gu;

/** LIX sentences in one sentence of the segmentation: 1, plus every colon followed by a capital inside it. */
export function lixSentences(sentence: string): number {
  return 1 + (sentence.includes(':') ? (sentence.match(colonBeforeCapital)?.length ?? 0) : 0);
}

export function legibilityOf(paragraphs: readonly Paragraph[]): LegibilityGlobal {
  let sentences = 0;
  let words = 0;
  let longWords = 0;
  let letters = 0;
  const lexicon = new Set<string>();
  for (const paragraph of paragraphs) {
    const counts = paragraphCounts(paragraph);
    sentences += counts.sentences;
    words += counts.words;
    longWords += counts.longWords;
    letters += counts.letters;
    for (const sentence of paragraph.sentences) for (const word of sentence.words) lexicon.add(word.form);
  }
  const averageSentenceLength = sentences ? words / sentences : 0;
  const longShare = words ? longWords / words : 0;
  return {
    number_of_sentences: sentences,
    number_of_words: words,
    number_of_complex_words: longWords,
    percentage_of_complex_words: round2(longShare * 100),
    average_sentence_length: round2(averageSentenceLength),
    average_word_length: round2(words ? letters / words : 0),
    lexicon_size: lexicon.size,
    lix: round2(averageSentenceLength + 100 * longShare),
  };
}

export const legibilityAnalyser: ModelAnalyser = {
  model: 'Legibility',
  analyse: ({ text, parts, passages }) => {
    if (keepsPassages(passages)) recordLongSentences(parts, passages);
    return [
      { section: 'global', content: legibilityOf(text.paragraphs) },
      {
        section: 'parts',
        content: parts.map((part) => ({ part: part.part, chunk_id: part.chunkId, ...legibilityOf(part.paragraphs) })),
      },
    ];
  },
};
