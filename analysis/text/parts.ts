/**
 * The book cut into parts by percent: consecutive paragraphs, about the same number of words each, never
 * splitting a paragraph. `part` is the position of the part's first word in the book, in percent (0..100);
 * `chunkId` is the part's index.
 */
import type { ManuscriptText, Paragraph } from './document.ts';

export const defaultPartCount = 20;

export interface Part {
  chunkId: number;
  part: number;
  paragraphs: Paragraph[];
  wordCount: number;
}

export function cutParts(text: ManuscriptText, partCount = defaultPartCount): Part[] {
  const total = text.wordCount;
  const count = Math.max(1, Math.min(partCount, text.paragraphs.length));
  const parts: Part[] = [];
  let current: Part | undefined;
  let wordsBefore = 0;
  for (const paragraph of text.paragraphs) {
    const target = Math.min(count - 1, Math.floor((wordsBefore / Math.max(1, total)) * count));
    if (!current || (target > current.chunkId && current.wordCount > 0)) {
      current = {
        chunkId: parts.length,
        part: round2((wordsBefore / Math.max(1, total)) * 100),
        paragraphs: [],
        wordCount: 0,
      };
      parts.push(current);
    }
    current.paragraphs.push(paragraph);
    current.wordCount += paragraph.wordCount;
    wordsBefore += paragraph.wordCount;
  }
  return parts;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
