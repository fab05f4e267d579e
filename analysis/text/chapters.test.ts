import { describe, expect, it } from 'vitest';
import { importManuscript } from '../import/index.ts';
import { buildChapterDocx, buildChapterEpub, type SourceChapter } from '../test-support/chapter-files.ts';
import { MAX_CHAPTERS } from './chapters.ts';
import { segmentManuscript } from './document.ts';

const prose = (n: number) =>
  Array.from({ length: n }, (_, i) => `Hun gik ned til havnen for ${i + 1}. gang, og vinden var kold.`);

async function chaptersOf(bytes: Uint8Array | string, fileName: string) {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  const text = segmentManuscript(await importManuscript(data, fileName));
  return { text, list: text.chapterList! };
}

const book: SourceChapter[] = [
  { title: 'Kapitel 1', paragraphs: prose(3) },
  { title: 'Kapitel 2', paragraphs: prose(2) },
  { title: 'Kapitel 3', paragraphs: prose(4) },
];

describe('chapters in a .txt', () => {
  it.each([
    ['Kapitel 3', 'Kapitel 1\n\n{p}\n\nKapitel 2\n\n{p}'],
    ['III.', 'I.\n\n{p}\n\nII.\n\n{p}'],
    ['3', '1\n\n{p}\n\n2\n\n{p}'],
    ['a short line in capitals', 'HAVNEN\n\n{p}\n\nDEN KOLDE VIND\n\n{p}'],
    ['Første Del', 'Første Del\n\n{p}\n\nAnden Del\n\n{p}'],
    ['old spelling', 'Første Deel. Revolutionstiden.\n\n{p}\n\nTredie Capitel\n\n{p}'],
    ['a numeral, a colon and a title', 'I: En Tale\n\n{p}\n\nII: Nu eller aldrig!\n\n{p}'],
  ])('finds headings written as %s', async (_name, template) => {
    const source = template.replaceAll('{p}', prose(2).join('\n\n'));
    const { list } = await chaptersOf(source, 'bog.txt');
    const titles = source.split('\n\n').filter((line) => !line.startsWith('Hun gik'));
    expect(list.chapters.map((c) => c.title)).toEqual(titles);
    expect(list.chapters.map((c) => [c.startParagraph, c.endParagraph, c.words])).toEqual([
      [0, 2, 24],
      [2, 4, 24],
    ]);
  });

  it('takes no sentence, dialogue line or long line for a heading', async () => {
    const source = [
      'Han kom.',
      '– Nej!',
      'Det var en lang og stille aften ved havnen uden en eneste båd derude',
      ...prose(2),
    ];
    const { list } = await chaptersOf(source.join('\n\n'), 'bog.txt');
    expect(list.chapters).toEqual([{ title: '', startParagraph: 0, endParagraph: 5, words: 41 }]);
  });

  it('makes a text without headings one chapter', async () => {
    const { text, list } = await chaptersOf(prose(5).join('\n\n'), 'bog.txt');
    expect(list).toEqual({
      chapters: [{ title: '', startParagraph: 0, endParagraph: 5, words: text.wordCount }],
      headings: 0,
      capped: false,
    });
  });

  it('keeps text before the first heading, and a heading-only chapter, as chapters', async () => {
    const source = [prose(1)[0], 'Kapitel 1', prose(1)[0], 'Kapitel 2', 'Kapitel 3', prose(1)[0], 'Epilog'];
    const { list } = await chaptersOf(source.join('\n\n'), 'bog.txt');
    expect(list.chapters).toEqual([
      { title: '', startParagraph: 0, endParagraph: 1, words: 12 },
      { title: 'Kapitel 1', startParagraph: 1, endParagraph: 2, words: 12 },
      { title: 'Kapitel 2', startParagraph: 2, endParagraph: 2, words: 0 },
      { title: 'Kapitel 3', startParagraph: 2, endParagraph: 3, words: 12 },
      { title: 'Epilog', startParagraph: 3, endParagraph: 3, words: 0 },
    ]);
  });

  it('caps 5,000 one-line chapters at MAX_CHAPTERS, the rest in the last, quickly', async () => {
    const lines = Array.from({ length: 5_000 }, (_, i) => `Kapitel ${i + 1}\n\nHun gik ${i + 1} skridt mod havnen.`);
    const started = performance.now();
    const { text, list } = await chaptersOf(lines.join('\n\n'), 'bog.txt');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(list.capped).toBe(true);
    expect(list.headings).toBe(5_000);
    expect(list.chapters).toHaveLength(MAX_CHAPTERS);
    expect(list.chapters.at(-1)).toMatchObject({ title: `Kapitel ${MAX_CHAPTERS}`, endParagraph: 5_000 });
    expect(list.chapters.reduce((sum, c) => sum + c.words, 0)).toBe(text.wordCount);
  });
});

describe('chapters in a .docx', () => {
  it("reads the style 'Overskrift 1' as a chapter heading", async () => {
    const { list } = await chaptersOf(buildChapterDocx(book), 'bog.docx');
    expect(list.chapters.map((c) => [c.title, c.startParagraph, c.endParagraph])).toEqual([
      ['Kapitel 1', 0, 3],
      ['Kapitel 2', 3, 5],
      ['Kapitel 3', 5, 9],
    ]);
  });

  it('keeps working with a comment, a footnote and a table in the document', async () => {
    const { list } = await chaptersOf(buildChapterDocx(book, { extras: true }), 'bog.docx');
    expect(list.chapters.map((c) => c.title)).toEqual(['Kapitel 1', 'Kapitel 2', 'Kapitel 3']);
    // The table's two cells are paragraphs of the first chapter.
    expect(list.chapters[0]!.endParagraph - list.chapters[0]!.startParagraph).toBe(5);
  });
});

describe('chapters in an .epub', () => {
  it.each(['ncx', 'nav', 'h1'] as const)('takes one chapter per spine document, titled by %s', async (titles) => {
    const { list } = await chaptersOf(buildChapterEpub(book, titles), 'bog.epub');
    // The cover page without text is no chapter.
    expect(list.chapters.map((c) => [c.title, c.startParagraph, c.endParagraph])).toEqual([
      ['Kapitel 1', 0, 3],
      ['Kapitel 2', 3, 5],
      ['Kapitel 3', 5, 9],
    ]);
    expect(list.headings).toBe(3);
  });

  it('keeps a spine document with a title and no text as an empty chapter', async () => {
    const withEmpty = [book[0]!, { title: 'Anden Del', paragraphs: [] }, book[1]!];
    const { list } = await chaptersOf(buildChapterEpub(withEmpty, 'ncx'), 'bog.epub');
    expect(list.chapters.map((c) => [c.title, c.words])).toEqual([
      ['Kapitel 1', 36],
      ['Anden Del', 0],
      ['Kapitel 2', 24],
    ]);
  });
});
