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
import { analysers } from './models/index.ts';
import { type ManuscriptText, segmentManuscript } from './text/document.ts';
import { languageEvidence, looksDanish } from './text/language.ts';
import { cutParts } from './text/parts.ts';

export { isManuscriptError, ManuscriptError } from './errors.ts';
export { warmLexicons } from './lexicons/warm.ts';
export { analysedModels } from './models/index.ts';

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

export async function analyseManuscript(
  file: ManuscriptFile,
  options: AnalyseOptions = {},
): Promise<RevisionDataItem[]> {
  const progress = options.onProgress ?? (() => {});
  progress('import', 0);
  const blocks = await importManuscript(file.bytes, file.fileName);
  progress('segment', 0.05);
  const text = segmentManuscript(blocks);
  assertAnalysable(text, blocks.length);
  return analyseText(text, options);
}

/** Runs the models over an already segmented text (used by analyseManuscript, the eval and the bench). */
export function analyseText(text: ManuscriptText, options: AnalyseOptions = {}): RevisionDataItem[] {
  const progress = options.onProgress ?? (() => {});
  const parts = cutParts(text);
  const wanted = options.models ? new Set(options.models) : undefined;
  const selected = analysers.filter((analyser) => !wanted || wanted.has(analyser.model));
  const items: RevisionDataItem[] = [];
  const earlier = (model: ModelName, section: SectionName) =>
    items.find((item) => item.model === model && item.section === section)?.content;
  selected.forEach((analyser, index) => {
    progress(analyser.model, 0.1 + (0.85 * index) / Math.max(1, selected.length));
    for (const { section, content } of analyser.analyse({ text, parts, earlier })) {
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
