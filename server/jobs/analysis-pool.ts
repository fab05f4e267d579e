/** A pool of worker threads that run the analysis off the event loop, each analysis within its budget. */
import { MessageChannel } from 'node:worker_threads';
import { ManuscriptError } from '../../analysis/errors.ts';
import { defaultPassagesMaxBytes } from '../../analysis/index.ts';
import type { AnalysisBudget } from '../config.ts';
import type { AnalysisFailure, AnalysisTaskResult, StoredAnalysisResult } from './analysis-task.ts';
import { BudgetExceeded, createBudgetedPool } from './budgeted-pool.ts';

export interface AnalysisProgress {
  stage: string;
  fraction: number;
}

/** One file through the analysis in a thread, answering `T` or the failure (the two kinds of answer below). */
type AnalyseFile<T> = (
  bytes: Uint8Array,
  fileName: string,
  onProgress: (p: AnalysisProgress) => void,
  options?: { handOver?: boolean },
) => Promise<T>;

export interface AnalysisPool {
  /**
   * Analyses one file. An analysis that breaks its budget is stopped (its thread is ended and replaced) and
   * answers ANALYSIS_TIMEOUT or ANALYSIS_OUT_OF_MEMORY with the author's Danish reason; a thread that dies for
   * another reason, or a pool that is closing, rejects.
   * With `handOver`, the file's memory is moved to the thread instead of copied (`bytes` is empty afterwards): a
   * 10,000,000-byte copy held the event loop for 0.12 s (issue 32 point 3).
   */
  analyse: AnalyseFile<AnalysisTaskResult>;
  /** The same analysis, its results checked and written out for the database in the thread (stored-results.ts). */
  analyseForStore: AnalyseFile<StoredAnalysisResult>;
  /** Threads started so far (a recycled thread is replaced by a new one). */
  threadsStarted(): number;
  /** Threads alive now. */
  threadsAlive(): number;
  close(): Promise<void>;
}

/** The heap above which an analysis thread is ended after its job and replaced (thread-recycling.ts). */
export const RECYCLE_HEAP_MB = 256;

export interface AnalysisPoolOptions {
  threads: number;
  budget: AnalysisBudget;
  /** The byte bound of one analysis' passages (PASSAGES_MAX_BYTES; docs/PASSAGES.md). */
  passagesMaxBytes?: number;
  log?: { error(obj: unknown, msg?: string): void };
  /**
   * Start the threads at once and keep them, each loading the lexicons and analysing a short text as it starts
   * (analysis-task.ts), so that the first manuscript after a start is analysed as fast as the later ones.
   */
  warm?: boolean;
  /** Default: RECYCLE_HEAP_MB for a warm pool, none otherwise. */
  recycleHeapMb?: number;
  /** A pool that is not warm: how long a thread waits for its next analysis before it ends (default a minute). */
  idleTimeoutMs?: number;
}

/**
 * The view is the whole of a memory of its own: moving it takes nothing from anyone else (a small Node Buffer is a
 * slice of a shared pool, which cannot be moved; it is copied, as it is cheap).
 */
function ownsItsMemory(bytes: Uint8Array): boolean {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
}

export function createAnalysisPool({
  threads,
  budget,
  log,
  warm,
  passagesMaxBytes = defaultPassagesMaxBytes,
  recycleHeapMb = warm ? RECYCLE_HEAP_MB : undefined,
  idleTimeoutMs,
}: AnalysisPoolOptions): AnalysisPool {
  const pool = createBudgetedPool({
    thread: new URL('./analysis-thread.mjs', import.meta.url),
    threads,
    budget,
    log,
    warm,
    recycleHeapMb,
    idleTimeoutMs,
  });
  async function run<T>(
    task: string | undefined,
    bytes: Uint8Array,
    fileName: string,
    onProgress: (p: AnalysisProgress) => void,
    { handOver = false } = {},
  ): Promise<T | AnalysisFailure> {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (message: AnalysisProgress) => onProgress(message));
    try {
      return await pool.run<T>(
        { bytes, fileName, passagesMaxBytes, progress: port2 },
        {
          name: task,
          transferList: handOver && ownsItsMemory(bytes) ? [port2, bytes.buffer as ArrayBuffer] : [port2],
        },
      );
    } catch (error) {
      if (!(error instanceof BudgetExceeded)) throw error;
      const failure = new ManuscriptError(error.breach === 'timeout' ? 'ANALYSIS_TIMEOUT' : 'ANALYSIS_OUT_OF_MEMORY');
      return { ok: false, code: failure.code, message: failure.message, userFacing: true };
    } finally {
      port1.close();
    }
  }
  return {
    threadsStarted: () => pool.threadsStarted(),
    threadsAlive: () => pool.threadsAlive(),
    analyse: (bytes, fileName, onProgress, options) =>
      run<AnalysisTaskResult>(undefined, bytes, fileName, onProgress, options),
    analyseForStore: (bytes, fileName, onProgress, options) =>
      run<StoredAnalysisResult>('analyseForStore', bytes, fileName, onProgress, options),
    close: () => pool.destroy(),
  };
}
