/**
 * What the confidence gate of the adverb and filler lists (analysis/models/adverb-confidence.ts,
 * filler-confidence.ts) costs and gains on the judged works: per work, the items and uses listed without the gate
 * and with it, and the judged items (bench/eval/precision/*.json) right and wrong among those still listed.
 *   npx tsx bench/eval/confidence-cost.ts [WORK ...]   (default: every work judged for either list)
 * Prints one JSON object: per list, per work, and the totals.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, textToBlocks } from '../../analysis/import/txt.ts';
import { countDescription } from '../../analysis/models/showing-telling.ts';
import { capitalisedForms } from '../../analysis/models/word-class-rules.ts';
import { ignorePassages } from '../../analysis/passages/recorder.ts';
import { segmentManuscript } from '../../analysis/text/document.ts';
import { corpusRoot } from './corpus.ts';
import { readJudgements } from './precision.ts';

const lists = { adverbs: 'adverbs', 'filler-words': 'filling' } as const;
type ListName = keyof typeof lists;

const judgements = readJudgements().filter((file) => file.list in lists);
const verdicts = new Map<string, boolean>();
for (const file of judgements) for (const j of file.judged) verdicts.set(`${file.list}\t${j.work}\t${j.item}`, j.ok);
const requested = process.argv.slice(2);
const works = requested.length > 0 ? requested : [...new Set(judgements.flatMap((f) => f.judged.map((j) => j.work)))];

interface Side {
  items: number;
  uses: number;
  right: number;
  wrong: number;
}
const empty = (): Side => ({ items: 0, uses: 0, right: 0, wrong: 0 });
const totals = Object.fromEntries(Object.keys(lists).map((l) => [l, { all: empty(), sure: empty() }]));
const perWork: Record<string, unknown> = {};
/** Per list, the judged items the gate keeps that were judged wrong, and those it drops that were judged right. */
const changes = Object.fromEntries(
  Object.keys(lists).map((l) => [l, { wrongKept: [] as string[], rightDropped: [] as string[] }]),
);

function side(list: ListName, work: string, counts: Map<string, number>): Side {
  const result = empty();
  for (const [item, n] of counts) {
    result.items++;
    result.uses += n;
    const ok = verdicts.get(`${list}\t${work}\t${item}`);
    if (ok === true) result.right++;
    if (ok === false) result.wrong++;
  }
  return result;
}

for (const work of works) {
  const bytes = readFileSync(join(corpusRoot, 'library', 'texts', `${work}.txt`));
  const paragraphs = segmentManuscript(textToBlocks(decodeText(bytes))).paragraphs;
  const names = capitalisedForms(paragraphs.flatMap((p) => p.sentences));
  const all = countDescription(paragraphs, names, ignorePassages, false);
  const sure = countDescription(paragraphs, names, ignorePassages, true);
  const row: Record<string, unknown> = {};
  for (const [list, key] of Object.entries(lists) as [ListName, 'adverbs' | 'filling'][]) {
    const before = side(list, work, all[key]);
    const after = side(list, work, sure[key]);
    const dropped = [...all[key].keys()].filter((item) => !sure[key].has(item));
    row[list] = { before, after, dropped: dropped.length };
    for (const item of sure[key].keys())
      if (verdicts.get(`${list}\t${work}\t${item}`) === false) changes[list]!.wrongKept.push(`${work}: ${item}`);
    for (const item of dropped)
      if (verdicts.get(`${list}\t${work}\t${item}`) === true) changes[list]!.rightDropped.push(`${work}: ${item}`);
    for (const [name, s] of [
      ['all', before],
      ['sure', after],
    ] as const)
      for (const field of ['items', 'uses', 'right', 'wrong'] as const) totals[list]![name][field] += s[field];
  }
  perWork[work] = row;
}
process.stdout.write(`${JSON.stringify({ works: works.length, totals, changes, perWork }, null, 1)}\n`);
