/**
 * How much revision data one analysis stores: the JSON size of every (model, section) item, largest first, for a
 * file or (without an argument) the 10,000,000-byte text built from the novels of ../shared/corpus/literature.
 * With `top`, each item also with its word lists cut to the report pages' screen query (`top=200`,
 * server/manuscripts/ranked-lists.ts). Results go to docs/PERFORMANCE.md.
 *   node --import tsx bench/analysis/revision-data-size.ts [FILE]
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { analyseManuscript } from '../../analysis/index.ts';
import { SCREEN_LIST_TOP } from '../../app/reports/revision-data.ts';
import { rankWordLists } from '../../server/manuscripts/ranked-lists.ts';
import { writeCorpusBigText } from './big-text.ts';

const file = process.argv[2] ?? writeCorpusBigText();
const items = await analyseManuscript({ bytes: readFileSync(file), fileName: basename(file) });
const screen = rankWordLists(items, SCREEN_LIST_TOP);
const sizes = items
  .map((item, i) => ({
    item: `${item.model}/${item.section}`,
    bytes: Buffer.byteLength(JSON.stringify(item.content)),
    screenBytes: Buffer.byteLength(JSON.stringify(screen[i]!.content)),
  }))
  .sort((a, b) => b.bytes - a.bytes);
const total = sizes.reduce((sum, size) => sum + size.bytes, 0);
const screenTotal = sizes.reduce((sum, size) => sum + size.screenBytes, 0);
const summary = {
  file: basename(file),
  items: sizes.length,
  total_bytes: total,
  screen_total_bytes: screenTotal,
  largest: sizes.slice(0, 10),
};
process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
