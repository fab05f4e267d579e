/**
 * The valid manuscripts the mutations start from: chapters of the team-written fixture text, cut and repeated by the
 * case's generator, written as .txt, .docx and .epub by the fixture builders (tests/fixtures/manuscripts/generate.ts).
 */
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { buildDocx, buildEpub, chaptersOf, type FixtureChapter } from '../fixtures/manuscripts/generate.ts';
import type { Random } from './random.ts';

export type SeedFormat = 'txt' | 'docx' | 'epub';

const fixtureChapters = chaptersOf(
  readFileSync(new URL('../fixtures/manuscripts/fyrtaarnet.txt', import.meta.url), 'utf8'),
);

/** One to three chapters of the fixture, each paragraph repeated up to `maxRepeat` times. */
export function seedChapters(random: Random, maxRepeat = 4): FixtureChapter[] {
  const count = random.int(1, Math.max(1, Math.min(3, fixtureChapters.length)));
  return Array.from({ length: count }, () => {
    const chapter = random.pick(fixtureChapters);
    const repeat = random.int(1, maxRepeat);
    return { title: chapter.title, paragraphs: chapter.paragraphs.flatMap((p) => Array(repeat).fill(p) as string[]) };
  });
}

export function chaptersToText(chapters: readonly FixtureChapter[]): string {
  return chapters.map((c) => [c.title, ...c.paragraphs].filter(Boolean).join('\n\n')).join('\n\n');
}

/** A valid file of the format, as bytes. */
export function seedFile(random: Random, format: SeedFormat): Uint8Array {
  const chapters = seedChapters(random);
  if (format === 'docx') return buildDocx(chapters);
  if (format === 'epub') return buildEpub('Fyrtårnet', chapters);
  return new TextEncoder().encode(chaptersToText(chapters));
}

/** The entries of a valid .docx or .epub, in archive order, for mutations inside the archive. */
export function seedEntries(random: Random, format: 'docx' | 'epub'): [string, Uint8Array][] {
  return Object.entries(unzipSync(seedFile(random, format)));
}

/** The entry that holds the text: word/document.xml, or the epub's first chapter. */
export function mainEntry(format: 'docx' | 'epub'): string {
  return format === 'docx' ? 'word/document.xml' : 'OEBPS/tekst/kapitel1.xhtml';
}
