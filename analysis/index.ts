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
import { analysers } from './models/index.ts';
import { ignorePassages, PassageBook, type PassageRecorder } from './passages/recorder.ts';
import { type PassageLimits, passagesOf, type RevisionPassages } from './passages/stored.ts';
import { type ManuscriptText, segmentManuscript } from './text/document.ts';
import { languageEvidence, looksDanish } from './text/language.ts';
import { cutParts } from './text/parts.ts';

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
  const parts = cutParts(text);
  const wanted = options.models ? new Set(options.models) : undefined;
  const selected = analysers.filter((analyser) => !wanted || wanted.has(analyser.model));
  const items: RevisionDataItem[] = [];
  const earlier = (model: ModelName, section: SectionName) =>
    items.find((item) => item.model === model && item.section === section)?.content;
  selected.forEach((analyser, index) => {
    progress(analyser.model, 0.1 + (0.85 * index) / Math.max(1, selected.length));
    for (const { section, content } of analyser.analyse({ text, parts, earlier, passages })) {
      items.push({ model: analyser.model, section, content });
    }
  });
  progress('validate', 0.95);
  for (const item of items) assertValid(contentSchemaId(item.model, item.section), item.content);
  progress('validate', 1);
  return items;
}

function assertAnalysable(text: ManuscriptText, blockCount: number): void {
  if (blockCount === 0) throw new ManuscriptError('EMPTY_TEXT');
  if (text.sentenceCount === 0) throw new ManuscriptError('NO_SENTENCES');
  if (!looksDanish(languageEvidence(text))) throw new ManuscriptError('NOT_DANISH');
}
