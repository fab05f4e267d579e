/**
 * Analyses every work of the shared corpus (../shared/corpus/literature and ../shared/corpus/library) with
 * Lektør's own analysis and keeps each work's measures (measures-only.ts: never its text) in the system's temporary
 * folder (lektor-library-items/), one JSON file per work, so the seed build and the similarity evaluation read them
 * without analysing again. A work already there is skipped; delete the folder to analyse anew.
 *   npx tsx bench/library/analyse-corpus.ts [--reverse]   (a second process with --reverse meets the first half-way)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseManuscript } from '../../analysis/index.ts';
import { measuresOnly } from '../../server/library/measures-only.ts';
import { corpusWorks, itemsCache } from './corpus-works.ts';

mkdirSync(itemsCache, { recursive: true });
const works = process.argv.includes('--reverse') ? corpusWorks().reverse() : corpusWorks();
let done = 0;
for (const work of works) {
  const target = join(itemsCache, `${work.file}.json`);
  done += 1;
  if (existsSync(target)) continue;
  const started = performance.now();
  const bytes = new Uint8Array(readFileSync(work.path));
  const items = measuresOnly(await analyseManuscript({ bytes, fileName: work.file }));
  writeFileSync(target, JSON.stringify(items));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`${done}/${works.length} ${work.file}: ${seconds} s\n`);
}
