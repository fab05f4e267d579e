/**
 * The analysis entry: an uploaded manuscript file in, the revision data out (a list of {model, section, content},
 * each checked against its schema). Pure apart from reading the shipped lexicons once; safe in a worker thread.
 */
import type { ModelName, SectionName } from '../schemas/models/index.ts';
import { contentSchemaId } from '../schemas/models/index.ts';
import type { RevisionDataItem } from '../schemas/revision-data.ts';
import { assertValid } from '../schemas/validate.ts';
import { ManuscriptError } from './errors.ts';
import { checkFile, importManuscript } from './import/index.ts';
import type { ManuscriptFileType } from './import/manuscript-text.ts';
import { assertProse } from './import/prose.ts';
import type { ModelAnalyser } from './models/analyser.ts';
import { analysers, derivedModels } from './models/index.ts';
import {
  addPortableRecords,
  ignorePassages,
  PassageBook,
  type PassageRecorder,
  type PortableRecords,
  portableRecords,
} from './passages/recorder.ts';
import { type PassageLimits, passagesOf, type RevisionPassages } from './passages/stored.ts';
import { type ManuscriptText, segmentManuscript } from './text/document.ts';
import { languageEvidence, looksDanish } from './text/language.ts';
import { cutParts, type Part } from './text/parts.ts';

export { isManuscriptError, ManuscriptError } from './errors.ts';
export { warmLexicons } from './lexicons/warm.ts';
export { analysedModels } from './models/index.ts';
export { defaultPassagesMaxBytes, type RevisionPassages } from './passages/stored.ts';

export type AnalysisStage = 'import' | 'segment' | ModelName | 'validate';

export interface AnalyseOptions {
  /** Only these models (default: every model analysis/ produces). */
  models?: ModelName[];
  onProgress?: (stage: AnalysisStage, fraction: number) => void;
}

export interface ManuscriptFile {
  bytes: Uint8Array;
  fileName: string;
}

export async function checkManuscriptFile(bytes: Uint8Array, fileName: string): Promise<ManuscriptFileType> {
  return checkFile(bytes, fileName);
}

export interface AnalysisWithPassages {
  items: RevisionDataItem[];
  /** Where the models found what they count, bounded by `limits` (docs/PASSAGES.md). */
  passages: RevisionPassages;
}

export async function analyseManuscript(
  file: ManuscriptFile,
  options: AnalyseOptions = {},
): Promise<RevisionDataItem[]> {
  return analyseText(await importAnalysable(file, options), options);
}

/** The analysis of an upload as the server stores it: the models' results and the passages behind them. */
export async function analyseManuscriptWithPassages(
  file: ManuscriptFile,
  limits: PassageLimits,
  options: AnalyseOptions = {},
): Promise<AnalysisWithPassages> {
  return analyseTextWithPassages(await importAnalysable(file, options), limits, options);
}

async function importAnalysable(file: ManuscriptFile, options: AnalyseOptions): Promise<ManuscriptText> {
  const progress = options.onProgress ?? (() => {});
  progress('import', 0);
  const blocks = await importManuscript(file.bytes, file.fileName);
  if (blocks.length === 0) throw new ManuscriptError('EMPTY_TEXT');
  assertProse(blocks);
  progress('segment', 0.05);
  const text = segmentManuscript(blocks);
  assertAnalysable(text, blocks.length);
  return text;
}

/** Runs the models over an already segmented text (used by analyseManuscript, the eval and the bench). */
export function analyseText(text: ManuscriptText, options: AnalyseOptions = {}): RevisionDataItem[] {
  return runModels(text, ignorePassages, options);
}

export function analyseTextWithPassages(
  text: ManuscriptText,
  limits: PassageLimits,
  options: AnalyseOptions = {},
): AnalysisWithPassages {
  const book = new PassageBook(text);
  const items = runModels(text, book, options);
  return { items, passages: passagesOf(book, limits) };
}

function runModels(text: ManuscriptText, passages: PassageRecorder, options: AnalyseOptions): RevisionDataItem[] {
  const progress = options.onProgress ?? (() => {});
  const selected = selectedAnalysers(options);
  const items = runAnalysers({ text, parts: cutParts(text), passages }, selected, [], progress);
  validateItems(items, progress);
  return items;
}

function selectedAnalysers(options: AnalyseOptions): readonly ModelAnalyser[] {
  const wanted = options.models ? new Set(options.models) : undefined;
  return analysers.filter((analyser) => !wanted || wanted.has(analyser.model));
}

/** Runs `selected` in order, adding their sections to `items` (which the derived models read). */
function runAnalysers(
  input: { text: ManuscriptText; parts: Part[]; passages: PassageRecorder },
  selected: readonly ModelAnalyser[],
  items: RevisionDataItem[],
  progress: (stage: AnalysisStage, fraction: number) => void,
): RevisionDataItem[] {
  const earlier = (model: ModelName, section: SectionName) =>
    items.find((item) => item.model === model && item.section === section)?.content;
  selected.forEach((analyser, index) => {
    progress(analyser.model, 0.1 + (0.85 * index) / Math.max(1, selected.length));
    for (const { section, content } of analyser.analyse({ ...input, earlier })) {
      items.push({ model: analyser.model, section, content });
    }
  });
  return items;
}

function validateItems(items: RevisionDataItem[], progress: (stage: AnalysisStage, fraction: number) => void): void {
  progress('validate', 0.95);
  for (const item of items) assertValid(contentSchemaId(item.model, item.section), item.content);
  progress('validate', 1);
}

/** One thread's share of an analysis split over threads: only its models' sections, unvalidated, and passages. */
export interface AnalysisShare {
  items: RevisionDataItem[];
  passages: PortableRecords;
}

/** Runs only `models` (none of them derived) on the file, for analyseManuscriptSplit in another thread. */
export async function analyseManuscriptShare(
  file: ManuscriptFile,
  models: readonly ModelName[],
): Promise<AnalysisShare> {
  const text = await importAnalysable(file, {});
  const book = new PassageBook(text);
  const share = new Set(models);
  const selected = analysers.filter((analyser) => share.has(analyser.model) && !derivedModels.has(analyser.model));
  const items = runAnalysers({ text, parts: cutParts(text), passages: book }, selected, [], () => {});
  return { items, passages: portableRecords(book) };
}

/**
 * analyseManuscriptWithPassages with the models of `elsewhere` run by another thread (analyseManuscriptShare on the
 * same file): this thread imports the file and runs the others, takes the share's sections and passages before the
 * first derived model, and gives the same result, in the same order, as the analysis in one thread.
 */
export async function analyseManuscriptSplit(
  file: ManuscriptFile,
  limits: PassageLimits,
  options: AnalyseOptions,
  elsewhere: { models: ReadonlySet<ModelName>; share: Promise<AnalysisShare> },
): Promise<AnalysisWithPassages> {
  const progress = options.onProgress ?? (() => {});
  const text = await importAnalysable(file, options);
  const book = new PassageBook(text);
  const input = { text, parts: cutParts(text), passages: book };
  const here = selectedAnalysers(options).filter((analyser) => !elsewhere.models.has(analyser.model));
  const items = runAnalysers(
    input,
    here.filter((analyser) => !derivedModels.has(analyser.model)),
    [],
    progress,
  );
  const share = await elsewhere.share;
  items.push(...share.items);
  const order = analysers.map((analyser) => analyser.model);
  addPortableRecords(book, text, share.passages, order);
  runAnalysers(
    input,
    here.filter((analyser) => derivedModels.has(analyser.model)),
    items,
    progress,
  );
  items.sort((a, b) => order.indexOf(a.model) - order.indexOf(b.model));
  validateItems(items, progress);
  return { items, passages: passagesOf(book, limits) };
}

function assertAnalysable(text: ManuscriptText, blockCount: number): void {
  if (blockCount === 0) throw new ManuscriptError('EMPTY_TEXT');
  if (text.sentenceCount === 0) throw new ManuscriptError('NO_SENTENCES');
  if (!looksDanish(languageEvidence(text))) throw new ManuscriptError('NOT_DANISH');
}
