import type { FromSchema } from 'json-schema-to-ts';
import type { chapterStartsParams } from '../../schemas/transforms/domain.ts';
import { readPath } from './path.ts';
import { asRows, isRecord, type Transform } from './transform.ts';

/** The name a chapter without a heading of its own gets on a curve's boundary mark. */
function chapterName(row: Record<string, unknown>, index: number): string {
  const title = typeof row.title === 'string' ? row.title.trim() : '';
  return title === '' ? `Kapitel ${index + 1}` : title;
}

/**
 * `chapterStarts` (docs/CHAPTERS.md): the input rows (a curve's parts) followed by one row per chapter that starts
 * after the book's first word, `{Kapitelstart: position in percent, Kapitel: its title}`, read from the Chapters
 * model's rows at `from`. A book of one chapter, or data from before chapters were stored, adds nothing. Linear in
 * the rows and the chapters.
 */
export const chapterStarts: Transform<FromSchema<typeof chapterStartsParams>> = {
  name: 'chapterStarts',
  apply(input, { from }, env) {
    const starts: Record<string, unknown>[] = [];
    asRows(readPath(env.root, from, env), 'chapterStarts').forEach((chapter, index) => {
      if (!isRecord(chapter) || typeof chapter.position !== 'number' || chapter.position <= 0) return;
      starts.push({ Kapitelstart: chapter.position, Kapitel: chapterName(chapter, index) });
    });
    return [...asRows(input, 'chapterStarts'), ...starts];
  },
  rootPaths: ({ from }) => [{ at: '/from', path: from }],
};
