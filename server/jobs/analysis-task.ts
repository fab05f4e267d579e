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
import { recycleThreadIfLarge } from './thread-recycling.ts';
import { WARM_UP_TEXT } from './warm-up-text.ts';

export interface AnalysisTaskInput {
  bytes: Uint8Array;
  fileName: string;
  passagesMaxBytes: number;
  progress?: MessagePort;
}

export type AnalysisTaskResult =
  | { ok: true; items: RevisionDataItem[]; passages: RevisionPassages }
  | { ok: false; code: string; message: string; userFacing: boolean };

export async function runAnalysisTask({
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
