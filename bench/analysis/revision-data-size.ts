/**
 * How much revision data one analysis stores: the JSON size of every (model, section) item, largest first, for a
 * file or (without an argument) the 10,000,000-byte text built from the novels of ../shared/corpus/literature.
 * Results go to docs/PERFORMANCE.md.
 *   node --import tsx bench/analysis/revision-data-size.ts [FILE]
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { analyseManuscript } from '../../analysis/index.ts';
import { writeCorpusBigText } from './big-text.ts';

const file = process.argv[2] ?? writeCorpusBigText();
const items = await analyseManuscript({ bytes: readFileSync(file), fileName: basename(file) });
const sizes = items
  .map((item) => ({ item: `${item.model}/${item.section}`, bytes: Buffer.byteLength(JSON.stringify(item.content)) }))
  .sort((a, b) => b.bytes - a.bytes);
const total = sizes.reduce((sum, size) => sum + size.bytes, 0);
process.stdout.write(
  `${JSON.stringify({ file: basename(file), items: sizes.length, total_bytes: total, largest: sizes.slice(0, 8) }, null, 2)}\n`,
);
