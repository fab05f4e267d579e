/** Runs inside a worker thread: the whole Danish analysis of one manuscript file. */
import { type MessagePort, workerData } from 'node:worker_threads';
import { ManuscriptError } from '../../analysis/errors.ts';
import {
  analyseManuscriptWithPassages,
  defaultPassagesMaxBytes,
  type RevisionPassages,
  warmLexicons,
} from '../../analysis/index.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { ownBytes } from './own-bytes.ts';
import { invalidItems, type StoredResults, storedResults } from './stored-results.ts';
import { recycleThreadIfLarge } from './thread-recycling.ts';
import { WARM_UP_TEXT } from './warm-up-text.ts';

export interface AnalysisTaskInput {
  bytes: Uint8Array;
  fileName: string;
  passagesMaxBytes: number;
  progress?: MessagePort;
}

export type AnalysisFailure = { ok: false; code: string; message: string; userFacing: boolean };

export type AnalysisTaskResult = { ok: true; items: RevisionDataItem[]; passages: RevisionPassages } | AnalysisFailure;

/** The results ready for the database (stored-results.ts); results that fail their schema are a failure. */
export type StoredAnalysisResult = { ok: true; results: StoredResults } | AnalysisFailure;

async function analyse({
  bytes,
  fileName,
  passagesMaxBytes,
  progress,
}: AnalysisTaskInput): Promise<AnalysisTaskResult> {
  try {
    const { items, passages } = await analyseManuscriptWithPassages(
      { bytes: ownBytes(bytes), fileName },
      { maxBytes: passagesMaxBytes },
      { onProgress: (stage, fraction) => progress?.postMessage({ stage, fraction }) },
    );
    return { ok: true, items, passages };
  } catch (error) {
    if (error instanceof ManuscriptError)
      return { ok: false, code: error.code, message: error.message, userFacing: true };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, code: 'ANALYSIS_FAILED', message, userFacing: false };
  } finally {
    progress?.close();
  }
}

/** The analysis' results as objects (the trial report, the library). */
export async function runAnalysisTask(input: AnalysisTaskInput): Promise<AnalysisTaskResult> {
  try {
    return await analyse(input);
  } finally {
    recycleThreadIfLarge();
  }
}

/** The analysis' results checked and written out for the database (an author's revision). */
export async function runStoredAnalysisTask(input: AnalysisTaskInput): Promise<StoredAnalysisResult> {
  try {
    const result = await analyse(input);
    if (!result.ok) return result;
    const problems = invalidItems(result.items);
    if (problems.length > 0)
      return { ok: false, code: 'RESULTS_FAIL_THEIR_SCHEMA', message: problems.join('; '), userFacing: false };
    return { ok: true, results: storedResults(result.items, result.passages) };
  } finally {
    recycleThreadIfLarge();
  }
}

/**
 * A warm pool's thread, as it starts: loads every lexicon, then analyses a short text once so that the code of the
 * analysis is compiled before the first manuscript comes (the thread takes no task until this is done).
 */
async function warmUp(): Promise<void> {
  warmLexicons();
  await analyseManuscriptWithPassages(
    { bytes: new TextEncoder().encode(WARM_UP_TEXT), fileName: 'opvarmning.txt' },
    { maxBytes: defaultPassagesMaxBytes },
  ).catch(() => undefined);
}

if ((workerData as { warm?: boolean } | undefined)?.warm) await warmUp();
