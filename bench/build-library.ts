/**
 * Writes the reference library (server/content/library/books.json) from the shared public-domain novels
 * (../shared/corpus/literature, MANIFEST.tsv for title, author, genre and audience): each novel analysed by
 * Lektør's own analysis, kept as measures only — every model except Chunk (the parts' text), clichés without
 * their sentences. Ids are stable ('lektor-<author>-<title>'); the seed version is raised so a running product
 * replaces its stored books.
 *   npx tsx bench/build-library.ts [../shared/corpus/literature]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseManuscript } from '../analysis/index.ts';
import { assertValid } from '../schemas/validate.ts';
import { measuresOnly } from '../server/library/measures-only.ts';
import { corpusRoot, requireCorpusFile } from './eval/corpus.ts';
import { novelGenre } from './eval/novel-labels.ts';

export const libraryVersion = 3;

const folder = requireCorpusFile(process.argv[2] ?? `${corpusRoot}/literature`);
const rows = readFileSync(join(folder, 'MANIFEST.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => line.split('\t'));

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/æ/gu, 'ae')
    .replace(/ø/gu, 'oe')
    .replace(/å/gu, 'aa')
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-|-$/gu, '');
}

const books = [];
for (const fields of rows) {
  const [file, author, fullTitle] = fields;
  const title = fullTitle!.split(' (')[0]!;
  const bytes = new Uint8Array(readFileSync(join(folder, file!)));
  const items = measuresOnly(await analyseManuscript({ bytes, fileName: file! }));
  for (const item of items) assertValid(`revision-data/item`, item);
  const lastName = author!.split(' ').at(-1)!;
  books.push({
    isbn: `lektor-${slug(lastName)}-${slug(title)}`,
    title,
    author: author!,
    genre: novelGenre(fields[6] ?? ''),
    audience: /^children/u.test(fields[8] ?? '') ? 'Børn' : 'Voksne',
    items,
  });
  process.stdout.write(`${title}: ${items.length} model sections\n`);
}
const library = {
  version: libraryVersion,
  note: "Public-domain Danish novels analysed by Lektør's own analysis (bench/build-library.ts): measures only, no text.",
  books,
};
writeFileSync(new URL('../server/content/library/books.json', import.meta.url), `${JSON.stringify(library)}\n`);
