/**
 * One page of the manuscript view's answer (schemas/api/manuscript-view.ts): a chapter, or a range of paragraphs,
 * at most viewPageMaxParagraphs and viewPageMaxChars of text; a range outside the book gets a Danish 400.
 */
import {
  type ManuscriptText,
  type ManuscriptTextQuery,
  viewPageMaxChars,
  viewPageMaxParagraphs,
} from '../../schemas/api/manuscript-view.ts';
import { manuscriptViewErrors } from '../errors.ts';
import type { ReadText } from './text-reader.ts';

export interface StoredChapter {
  title: string;
  start_paragraph: number;
  end_paragraph: number;
}

export function textPage(
  text: ReadText,
  storedChapters: readonly StoredChapter[],
  query: ManuscriptTextQuery,
): ManuscriptText {
  const paragraphCount = text.paragraphs.length;
  const chapters = storedChapters.map((c) => ({ title: c.title, start: c.start_paragraph, end: c.end_paragraph }));
  const { from, end } = rangeOf(query, chapters, paragraphCount);
  let to = from;
  let chars = 0;
  while (to < end && to - from < viewPageMaxParagraphs) {
    chars += text.paragraphs[to]!.text.length;
    if (chars > viewPageMaxChars && to > from) break;
    to++;
  }
  return {
    paragraphCount,
    from,
    to,
    chapters,
    counts: text.counts,
    paragraphs: text.paragraphs.slice(from, to).map((paragraph, i) => ({ index: from + i, ...paragraph })),
  };
}

function rangeOf(
  query: ManuscriptTextQuery,
  chapters: readonly { start: number; end: number }[],
  paragraphCount: number,
): { from: number; end: number } {
  if (query.chapter !== undefined) {
    if (query.from !== undefined || query.to !== undefined) throw manuscriptViewErrors.chapterAndRange();
    const chapter = chapters[query.chapter - 1];
    if (!chapter) throw manuscriptViewErrors.chapterOutside(query.chapter, chapters.length);
    return { from: Math.min(chapter.start, paragraphCount), end: Math.min(chapter.end, paragraphCount) };
  }
  const from = query.from ?? 0;
  if (from >= paragraphCount && !(from === 0 && paragraphCount === 0))
    throw manuscriptViewErrors.rangeOutside(from, paragraphCount);
  const end = Math.min(query.to ?? paragraphCount, paragraphCount);
  if (query.to !== undefined && query.to <= from)
    throw manuscriptViewErrors.rangeInvalid(
      `udsnittet skal slutte efter, det begynder (from=${from}, to=${query.to}).`,
    );
  return { from, end };
}
