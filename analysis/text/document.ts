/**
 * Segmentation: blocks from an importer → paragraphs → sentences → words, with dialogue marked on every word
 * and chapter and scene numbers on every paragraph. Everything later in the pipeline reads this structure.
 */
import type { TextBlock } from '../import/manuscript-text.ts';
import { type ChapterList, ChapterTracker } from './chapters.ts';
import { dialogueRanges } from './dialogue.ts';
import { lexiconForm } from './normalise.ts';
import { sentenceRanges } from './sentences.ts';
import { hasLetter, wordPattern } from './words.ts';

export interface Word {
  /** As written. */
  text: string;
  /** Lower-cased, old 'aa' spelling normalised to 'å' (see normalise.ts). */
  form: string;
  inDialogue: boolean;
  /** First word of its sentence. */
  initial: boolean;
  /** Offset of the word in its paragraph's text. */
  start: number;
}

export interface Sentence {
  text: string;
  /** Offset of the sentence in its paragraph's text. */
  start: number;
  words: Word[];
}

export interface Paragraph {
  text: string;
  sentences: Sentence[];
  /** Number of words inside dialogue spans. */
  dialogueWords: number;
  /** Number of dialogue spans (utterances). */
  utterances: number;
  wordCount: number;
  chapter: number;
  scene: number;
}

export interface ManuscriptText {
  paragraphs: Paragraph[];
  wordCount: number;
  sentenceCount: number;
  chapters: number;
  scenes: number;
  /** The chapters the import's headings mark (chapters.ts); absent on texts built without segmentManuscript. */
  chapterList?: ChapterList;
}

export function segmentManuscript(blocks: readonly TextBlock[]): ManuscriptText {
  const paragraphs: Paragraph[] = [];
  let chapter = 0;
  let scene = 0;
  let wordCount = 0;
  let sentenceCount = 0;
  const chapterList = new ChapterTracker();
  for (const block of blocks) {
    if (block.kind === 'heading') {
      chapterList.heading(block.text, block.documentStart === true);
      if (paragraphs.length > 0 && paragraphs.at(-1)!.chapter === chapter) chapter++;
      continue;
    }
    if (block.kind === 'sceneBreak') {
      scene++;
      continue;
    }
    const paragraph = segmentParagraph(block.text, chapter, scene);
    if (paragraph.wordCount === 0) continue;
    paragraphs.push(paragraph);
    chapterList.paragraph(paragraph.wordCount);
    wordCount += paragraph.wordCount;
    sentenceCount += paragraph.sentences.length;
  }
  return {
    paragraphs,
    wordCount,
    sentenceCount,
    chapters: chapter + 1,
    scenes: scene + chapter + 1,
    chapterList: chapterList.finish(),
  };
}

export function segmentParagraph(text: string, chapter = 0, scene = 0): Paragraph {
  const dialogue = dialogueRanges(text);
  const sentences: Sentence[] = [];
  let dialogueWords = 0;
  let wordCount = 0;
  let rangeIndex = 0;
  for (const range of sentenceRanges(text)) {
    const sentenceText = text.slice(range.start, range.end);
    const words: Word[] = [];
    for (const match of sentenceText.matchAll(wordPattern)) {
      const at = range.start + match.index;
      while (rangeIndex < dialogue.length && dialogue[rangeIndex]!.end <= at) rangeIndex++;
      const span = dialogue[rangeIndex];
      const inDialogue = span !== undefined && span.start <= at;
      const initial = words.length === 0;
      words.push({ text: match[0], form: lexiconForm(match[0], initial), inDialogue, initial, start: at });
    }
    if (!words.some((word) => hasLetter(word.text))) continue;
    sentences.push({ text: sentenceText, start: range.start, words });
    wordCount += words.length;
    for (const word of words) if (word.inDialogue) dialogueWords++;
  }
  return { text, sentences, dialogueWords, utterances: dialogue.length, wordCount, chapter, scene };
}
