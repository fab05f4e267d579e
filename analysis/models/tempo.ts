/**
 * Tempo: a paragraph reads fast when it scores at least two of three signs (short sentences, mostly dialogue,
 * dense action verbs), or one sign when it is itself short. A part is fast when most of its paragraphs are.
 */
import type { TempoGlobal, TempoParts } from '../../schemas/models/tempo.ts';
import { actionVerbs } from '../lexicons/word-lists.ts';
import type { Paragraph } from '../text/document.ts';
import type { ModelAnalyser } from './analyser.ts';
import { memoised } from './memo.ts';
import { percent } from './shares.ts';

export const shortSentenceWords = 10;
export const dialogueShare = 0.5;
export const actionVerbsPerWord = 1 / 15;
export const shortParagraphWords = 25;

export const isFastParagraph = memoised((paragraph: Paragraph): boolean => {
  const words = paragraph.wordCount;
  if (words === 0) return false;
  let actions = 0;
  for (const sentence of paragraph.sentences)
    for (const word of sentence.words) if (actionVerbs().has(word.form)) actions++;
  const signs =
    Number(words / Math.max(1, paragraph.sentences.length) <= shortSentenceWords) +
    Number(paragraph.dialogueWords / words >= dialogueShare) +
    Number(actions / words >= actionVerbsPerWord);
  return signs >= 2 || (signs === 1 && words <= shortParagraphWords);
});

export function tempoGlobal(paragraphs: readonly Paragraph[]): TempoGlobal {
  const fast = paragraphs.filter(isFastParagraph).length;
  return {
    number_of_fast_paragraphs: fast,
    number_of_slow_paragraphs: paragraphs.length - fast,
    percentage_of_fast_paragraphs: percent(fast, paragraphs.length),
  };
}

export const tempoAnalyser: ModelAnalyser = {
  model: 'Tempo',
  analyse: ({ text, parts }) => [
    { section: 'global', content: tempoGlobal(text.paragraphs) },
    {
      section: 'parts',
      content: parts.map((part): TempoParts[number] => {
        const share = tempoGlobal(part.paragraphs).percentage_of_fast_paragraphs;
        return {
          part: part.part,
          chunk_id: part.chunkId,
          chunk_is_fast: share > 50,
          percentage_of_fast_paragraphs: share,
        };
      }),
    },
  ],
};
