/**
 * Writes the reference library (server/content/library/books.json.gz) from the shared corpus
 * (../shared/corpus/literature and ../shared/corpus/library, MANIFEST.tsv for author, title, year, form, genre and
 * audience): each work analysed by Lektør's own analysis (bench/library/analyse-corpus.ts, run first), kept as
 * measures only — every model except Chunk (the parts' text), clichés without their sentences — with its word
 * lists cut to their heaviest entries (compact-items.ts) so the file stays small. Ids are stable: 'lektor-' and
 * the corpus file name. Raise `librarySeedVersion` (server/library/books.ts) first, so a running product replaces
 * its stored books.
 *   npx tsx bench/library/analyse-corpus.ts && npx tsx bench/build-library.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RevisionDataItem } from '../schemas/revision-data.ts';
import { librarySeedVersion } from '../server/library/books.ts';
import { assertItems } from '../server/library/revision-items.ts';
import { libraryGenre } from './eval/library-genre.ts';
import { compactItems } from './library/compact-items.ts';
import { corpusWorks, itemsCache } from './library/corpus-works.ts';

/** The manifest's forms in the product's words. */
const forms: Record<string, string> = {
  novel: 'roman',
  novella: 'novelle',
  story: 'fortælling',
  'short stories': 'noveller',
  'fairy tales': 'eventyr',
};

/** The ids the seven shared novels had before the library grew (kept, so a book an admin removed stays removed). */
const earlierIds: Record<string, string> = {
  'jacobsen_jp-niels_lyhne-1880.txt': 'lektor-jacobsen-niels-lyhne',
  'jacobsen_jp-fru_marie_grubbe-1876.txt': 'lektor-jacobsen-fru-marie-grubbe',
  'bang-stuk-1887.txt': 'lektor-bang-stuk',
  'bang-ved_vejen-1886.txt': 'lektor-bang-ved-vejen',
  'andersen_hc-lykke_peer-1870.txt': 'lektor-andersen-lykke-peer',
  'andersen_hc-eventyr_fortalte_for_boern-1835-1842.txt': 'lektor-andersen-eventyr-fortalte-for-boern',
  'blicher-brudstykker_af_en_landsbydegns_dagbog-1824.txt': 'lektor-blicher-brudstykker-af-en-landsbydegns-dagbog',
};

const idOf = (file: string) =>
  earlierIds[file] ??
  `lektor-${file
    .replace(/\.txt$/u, '')
    .replace(/[^a-z0-9]+/gu, '-')
    .slice(0, 80)
    .replace(/-$/u, '')}`;

const books = [];
for (const work of corpusWorks()) {
  const cached = join(itemsCache, `${work.file}.json`);
  if (!existsSync(cached)) throw new Error(`${work.file} is not analysed yet: run bench/library/analyse-corpus.ts`);
  const items = compactItems(JSON.parse(readFileSync(cached, 'utf8')) as RevisionDataItem[]);
  assertItems(items, work.file);
  books.push({
    isbn: idOf(work.file),
    title: work.title,
    author: work.author,
    year: work.year ?? null,
    form: forms[work.form] ?? null,
    genre: libraryGenre(work.genreLabel),
    audience: work.audience === 'adult' ? 'Voksne' : 'Børn',
    items,
  });
}
const ids = new Set(books.map((book) => book.isbn));
if (ids.size !== books.length) throw new Error('two works have the same id');
const library = {
  version: librarySeedVersion,
  note: "Danish prose works of ../shared/corpus (literature, library: Arkiv for Dansk Litteratur, public domain) analysed by Lektør's own analysis (bench/build-library.ts): measures and metadata only, no text.",
  books,
};
const json = `${JSON.stringify(library)}\n`;
// Gzipped (level 9, no time stamp: the same measures give the same bytes): 11 MB of JSON is 2.5 MB.
const packed = gzipSync(json, { level: 9 });
writeFileSync(new URL('../server/content/library/books.json.gz', import.meta.url), packed);
process.stdout.write(
  `${books.length} books, ${(json.length / 1e6).toFixed(1)} MB of JSON, ${(packed.length / 1e6).toFixed(1)} MB gzipped\n`,
);
