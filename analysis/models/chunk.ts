/**
 * Chunk: an excerpt of every part, for the 'Info' dialog of the report's curves. A part is a twentieth of the book,
 * so storing it whole would make the revision data as large as the book (10 MB for a 10,000,000-character text);
 * the excerpt is the part's first paragraphs up to PART_EXCERPT_CHARACTERS, the last one cut at a word with '…'.
 */
import type { ChunkParts } from '../../schemas/models/chunk.ts';
import type { Paragraph } from '../text/document.ts';
import type { ModelAnalyser } from './analyser.ts';

/** About a thousand words: two or three printed pages, enough to recognise the place in the book. */
export const PART_EXCERPT_CHARACTERS = 6_000;

export function partExcerpt(paragraphs: readonly Paragraph[], limit = PART_EXCERPT_CHARACTERS): string[] {
  const excerpt: string[] = [];
  let left = limit;
  for (const { text } of paragraphs) {
    if (text.length <= left) {
      excerpt.push(text);
      left -= text.length;
      continue;
    }
    const cut = text.lastIndexOf(' ', left);
    // A paragraph without a space in reach (or none left) is cut where the budget ends.
    const head = (cut > left / 2 ? text.slice(0, cut) : text.slice(0, left)).trimEnd();
    if (head) excerpt.push(`${head} …`);
    break;
  }
  return excerpt;
}

export const chunkAnalyser: ModelAnalyser = {
  model: 'Chunk',
  analyse: ({ parts }) => [
    {
      section: 'parts',
      content: parts.map((part): ChunkParts[number] => ({
        part: part.part,
        chunk_id: part.chunkId,
        part_text: partExcerpt(part.paragraphs),
        number_of_words: part.wordCount,
      })),
    },
  ],
};
