/**
 * Precision of the lists the report pages show, against the judgements in bench/eval/precision/<list>.json (format
 * in bench/eval/precision/README.md). Every judged work of the library is analysed again with the product's code;
 * per list: precision = items judged right / judged items the product still lists, the judged items no longer
 * listed, and how many listed items of the judged works nobody has judged (so a rule change that brings up new
 * items shows as unjudged, never as silently right).
 *   npm run eval -- precision [../shared/corpus/library/texts]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseManuscript } from '../../analysis/index.ts';
import type { ModelName } from '../../schemas/models/index.ts';
import { repoRoot } from './corpus.ts';
import { listedIn, type ModelResult, precisionLists } from './precision-lists.ts';
import { ratio } from './tense.ts';

export const precisionFolder = join(repoRoot, 'bench', 'eval', 'precision');

/** The precision every list must reach (issue 28). */
export const targetPrecision = 0.9;

export interface Judgement {
  work: string;
  item: string;
  ok: boolean;
  note?: string;
}

export interface JudgementFile {
  list: string;
  judged: Judgement[];
}

/** Reads and checks one judgement file; a malformed one stops the evaluation with the reason. */
export function parseJudgementFile(text: string, source: string): JudgementFile {
  const data = JSON.parse(text) as Partial<JudgementFile>;
  if (typeof data.list !== 'string' || !(data.list in precisionLists))
    throw new Error(`${source}: "list" must be one of ${Object.keys(precisionLists).join(', ')}`);
  if (!Array.isArray(data.judged)) throw new Error(`${source}: "judged" must be an array`);
  for (const [i, entry] of data.judged.entries()) {
    if (typeof entry?.work !== 'string' || typeof entry.item !== 'string' || typeof entry.ok !== 'boolean')
      throw new Error(`${source}: judged[${i}] needs "work" (string), "item" (string) and "ok" (boolean)`);
  }
  return data as JudgementFile;
}

export function readJudgements(folder = precisionFolder): JudgementFile[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => parseJudgementFile(readFileSync(join(folder, name), 'utf8'), name));
}

async function analyseWork(textsFolder: string, work: string, models: ModelName[]): Promise<ModelResult[]> {
  // a work is named without '.txt'; a judgement that wrote the file name is read the same way
  const file = `${work.replace(/\.txt$/u, '')}.txt`;
  const path = join(textsFolder, file);
  if (!existsSync(path)) throw new Error(`judged work not found: ${file} (in the library's texts folder)`);
  return (await analyseManuscript({ bytes: new Uint8Array(readFileSync(path)), fileName: file }, { models })) as
    | ModelResult[]
    | never;
}

export async function scorePrecision(textsFolder: string, folder = precisionFolder) {
  const files = readJudgements(folder);
  const models = new Map<string, Set<ModelName>>();
  for (const file of files)
    for (const { work } of file.judged) {
      const wanted = models.get(work) ?? new Set();
      for (const model of precisionLists[file.list]!.models) wanted.add(model);
      models.set(work, wanted);
    }
  const results = new Map<string, ModelResult[]>();
  for (const [work, wanted] of models) results.set(work, await analyseWork(textsFolder, work, [...wanted]));
  const lists: Record<string, unknown> = {};
  for (const file of files) {
    const judged = new Map(file.judged.map((entry) => [`${entry.work}\t${entry.item}`, entry]));
    const works = [...new Set(file.judged.map((entry) => entry.work))];
    let listedJudged = 0;
    let right = 0;
    let unjudged = 0;
    const wrong: string[] = [];
    const listed = new Set<string>();
    /** Right / judged and still listed, per work: tuning works and held-out works are told apart by the reader. */
    const byWork: Record<string, string> = {};
    for (const work of works) {
      const before = { listedJudged, right };
      for (const item of listedIn(file.list, results.get(work)!)) {
        const key = `${work}\t${item}`;
        listed.add(key);
        const entry = judged.get(key);
        if (!entry) {
          unjudged++;
          continue;
        }
        listedJudged++;
        if (entry.ok) right++;
        else wrong.push(`${work}: ${item}${entry.note ? ` (${entry.note})` : ''}`);
      }
      byWork[work] = `${right - before.right}/${listedJudged - before.listedJudged}`;
    }
    lists[file.list] = {
      precision: ratio(right, listedJudged),
      judged_listed: listedJudged,
      right,
      wrong,
      judged_no_longer_listed: [...judged.keys()].filter((key) => !listed.has(key)).length,
      unjudged_listed: unjudged,
      by_work: byWork,
      works,
    };
  }
  const below = Object.entries(lists)
    .filter(([, result]) => (result as { precision: number }).precision < targetPrecision)
    .map(([list]) => list);
  return { task: 'precision', target: targetPrecision, lists_below_target: below, lists };
}
