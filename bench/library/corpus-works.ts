/**
 * The works of the shared corpus that the reference library is built from: ../shared/corpus/literature (7 novels)
 * and ../shared/corpus/library (219 works), with the metadata of their MANIFEST.tsv (editorial labels).
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusRoot, requireCorpusFile } from '../eval/corpus.ts';

export interface CorpusWork {
  /** The file name in the corpus, unique over both folders. */
  file: string;
  path: string;
  author: string;
  title: string;
  /** The first publication year; undefined when the manifest has none. */
  year?: number;
  /** novel, novella, story, short stories, fairy tales (the manifest's editorial label). */
  form: string;
  /** adult, children or both (the manifest's editorial label). */
  audience: string;
  /** The manifest's genre label (free text). */
  genreLabel: string;
}

/** Where the analysed measures of each work are kept between runs. */
export const itemsCache = join(tmpdir(), 'lektor-library-items');

function rowsOf(folder: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(join(folder, 'MANIFEST.tsv'), 'utf8').trim().split('\n');
  const names = header!.split('\t');
  return lines.map((line) => {
    const fields = line.split('\t');
    return Object.fromEntries(names.map((name, index) => [name, fields[index] ?? '']));
  });
}

function yearOf(text: string | undefined): number | undefined {
  const match = /\d{4}/u.exec(text ?? '');
  return match ? Number(match[0]) : undefined;
}

function literatureForm(genre: string): string {
  if (/fairy/u.test(genre)) return 'fairy tales';
  if (/novella/u.test(genre)) return 'novella';
  if (/short story/u.test(genre)) return 'story';
  return 'novel';
}

export function corpusWorks(): CorpusWork[] {
  const literature = requireCorpusFile(`${corpusRoot}/literature`);
  const library = requireCorpusFile(`${corpusRoot}/library`);
  const novels = rowsOf(literature).map((row) => ({
    file: row.file!,
    path: join(literature, row.file!),
    author: row.author!,
    title: row.title!.split(' (')[0]!,
    year: yearOf(row.first_published),
    form: literatureForm(row.genre ?? ''),
    // Andersen's tales "for Børn" are read by children and adults alike: the library labels them 'both'.
    audience: /children/u.test(row.audience ?? '') ? 'both' : 'adult',
    genreLabel: row.genre ?? '',
  }));
  const works = rowsOf(library).map((row) => ({
    file: row.file!,
    path: join(library, 'texts', row.file!),
    author: row.author!,
    title: row.title!,
    year: yearOf(row.year),
    form: row.form!,
    audience: row.audience!,
    genreLabel: row.genre_guess ?? '',
  }));
  return [...novels, ...works];
}
