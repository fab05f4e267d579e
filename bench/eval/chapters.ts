/**
 * Chapter headings found at import, for checking by hand (docs/QUALITY.md, 'Chapters found at import'):
 *   node --import tsx bench/eval/chapters.ts list FILE.txt...        headings found, then short lines not taken
 *   node --import tsx bench/eval/chapters.ts score GOLD.tsv           found / missed / false per file and format
 * GOLD.tsv (bench/eval/gold/chapter-headings.tsv): file, then the numbers of the paragraphs (blank-line separated,
 * from 0) that are true headings, judged by hand from the `list` output and the text; numbers, so no corpus text is
 * committed. `score` reads each txt as uploaded, and builds a .docx (headings in
 * the style 'Overskrift 1', Danish Word's id) and an .epub (a spine document per chapter, titled only by the NCX
 * table of contents) from the gold headings in a temporary folder, and imports those too. No corpus text is
 * written to the repository.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importManuscript } from '../../analysis/import/index.ts';
import { textToBlocks } from '../../analysis/import/txt.ts';
import { buildChapterDocx, buildChapterEpub, type SourceChapter } from '../../analysis/test-support/chapter-files.ts';
import { segmentManuscript } from '../../analysis/text/document.ts';
import { corpusRoot } from './corpus.ts';

const [command, ...args] = process.argv.slice(2);

/** The files also scored as a built .docx and .epub (with chapters, two of them held out). */
const builtFormats: Record<string, ('docx' | 'epub-ncx' | 'epub-nav')[]> = {
  'h-c-andersen-o-t-1836.txt': ['docx'],
  'jeppe-aakjaer-vredens-boern-1904.txt': ['docx'],
  'mathilde-fibiger-minona-1854.txt': ['docx', 'epub-ncx'],
  'edvard-brandes-en-politiker-1889.txt': ['epub-nav'],
};
const builders = {
  docx: (chapters: SourceChapter[]) => buildChapterDocx(chapters, { extras: true }),
  'epub-ncx': (chapters: SourceChapter[]) => buildChapterEpub(chapters, 'ncx'),
  'epub-nav': (chapters: SourceChapter[]) => buildChapterEpub(chapters, 'nav'),
};

const libraryText = (file: string) => readFileSync(join(corpusRoot, 'library', 'texts', file), 'utf8');

function detected(blocksTitles: readonly string[]): string[] {
  return blocksTitles.filter((title) => title !== '');
}

async function headingsOf(bytes: Uint8Array, fileName: string): Promise<string[]> {
  const text = segmentManuscript(await importManuscript(bytes, fileName));
  return detected(text.chapterList!.chapters.map((chapter) => chapter.title));
}

/** Splits the txt at the gold headings (matched in order against whole paragraphs) into chapters. */
function chaptersAtGold(text: string, gold: readonly string[]): SourceChapter[] {
  const chapters: SourceChapter[] = [{ title: '', paragraphs: [] }];
  let next = 0;
  for (const paragraph of paragraphsOf(text)) {
    if (next < gold.length && paragraph === gold[next]) {
      chapters.push({ title: paragraph, paragraphs: [] });
      next++;
    } else chapters.at(-1)!.paragraphs.push(paragraph);
  }
  if (next < gold.length) throw new Error(`gold heading not found in order: ${gold[next]}`);
  return chapters.filter((chapter) => chapter.title !== '' || chapter.paragraphs.length > 0);
}

/** found = gold headings detected (matched in order), false = detected but not gold, missed = gold not detected. */
function score(gold: readonly string[], found: readonly string[]) {
  const remaining = new Map<string, number>();
  for (const title of gold) remaining.set(title, (remaining.get(title) ?? 0) + 1);
  let hits = 0;
  for (const title of found) {
    const left = remaining.get(title) ?? 0;
    if (left > 0) {
      hits++;
      remaining.set(title, left - 1);
    }
  }
  return { gold: gold.length, found: hits, missed: gold.length - hits, false: found.length - hits };
}

/** The file's paragraphs as the corpus writes them: blank-line separated, white space collapsed. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/u)
    .map((raw) => raw.replace(/\s+/gu, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

if (command === 'list') {
  for (const file of args) {
    process.stdout.write(`== ${file}\n`);
    for (const [index, paragraph] of paragraphsOf(libraryText(file)).entries()) {
      const [block] = textToBlocks(paragraph);
      const short = paragraph.length <= 60 && !/^[-–—»«„"“”]/u.test(paragraph);
      if (block?.kind === 'heading') process.stdout.write(`  H ${index} ${paragraph}\n`);
      else if (short && !/[.!?:;,…]$/u.test(paragraph)) process.stdout.write(`  ? ${index} ${paragraph}\n`);
    }
  }
} else if (command === 'score') {
  const goldFile = args[0] ?? 'bench/eval/gold/chapter-headings.tsv';
  const rows = readFileSync(goldFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t'));
  const folder = mkdtempSync(join(tmpdir(), 'lektor-chapters-'));
  try {
    const results = [];
    for (const [file, ...numbers] of rows) {
      const text = libraryText(file!);
      const paragraphs = paragraphsOf(text);
      const gold = numbers.map((number) => paragraphs[Number(number)] ?? `missing paragraph ${number}`);
      const txt = score(gold, await headingsOf(new Uint8Array(Buffer.from(text)), file!));
      results.push({ file, format: 'txt', ...txt });
      const chapters = chaptersAtGold(text, gold);
      for (const format of builtFormats[file!] ?? []) {
        const path = join(folder, `${file}.${format.slice(0, 4)}`);
        writeFileSync(path, builders[format](chapters));
        const found = await headingsOf(new Uint8Array(readFileSync(path)), path);
        results.push({ file, format, ...score(gold, found) });
      }
    }
    for (const result of results) process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
} else {
  process.stderr.write('usage: chapters.ts list FILE.txt... | score [GOLD.tsv]\n');
  process.exit(2);
}
