/**
 * Which analysed paragraphs an imported block of text gives, the same way the analysis counts them
 * (analysis/text/document.ts: a paragraph block with at least one word; headings and scene breaks are not
 * paragraphs), and where each lies in the source's text with its white space collapsed.
 */
import type { TextBlock } from '../import/manuscript-text.ts';
import { segmentParagraph } from '../text/document.ts';

export const isAnalysedParagraph = (block: TextBlock) =>
  block.kind === 'paragraph' && segmentParagraph(block.text).wordCount > 0;

/** Text with every run of white space one space, trimmed, and for each of its characters the source offset. */
export function collapsed(source: string): { text: string; offsets: number[] } {
  let text = '';
  const offsets: number[] = [];
  let pendingSpace = -1;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (/\s/u.test(char)) {
      if (pendingSpace < 0) pendingSpace = i;
      continue;
    }
    if (pendingSpace >= 0 && text.length > 0) {
      text += ' ';
      offsets.push(pendingSpace);
    }
    pendingSpace = -1;
    text += char;
    offsets.push(i);
  }
  return { text, offsets };
}
