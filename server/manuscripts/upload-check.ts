/**
 * The full check of an uploaded file before its upload is spent: the whole import (analysis/import) runs in a
 * worker thread of its own, within the analysis budget's heap and at most UPLOAD_CHECK_TIMEOUT_MS, so the event
 * loop stays free while a 10 MB file is read (about a second). What the import refuses is refused here with the
 * analysis's Danish message (422; 415 for another type) and nothing is stored or spent. A check that cannot finish
 * (busy, time-out, a crash) lets the upload through: the analysis has the same checks and gives the upload back.
 */
import { ManuscriptError } from '../../analysis/errors.ts';
import type { AnalysisBudget } from '../config.ts';
import { apiErrors } from '../errors.ts';
import { BudgetExceeded, createRequestPool } from '../jobs/budgeted-pool.ts';
import type { FileCheckResult, UploadCheckResult } from './upload-check-task.ts';
import { type FileType, refuseBlankText, refuseFile, type UploadForm } from './upload-form.ts';

/** The most an upload request waits for its check: the import of a 10 MB file takes about a second. */
export const UPLOAD_CHECK_TIMEOUT_MS = 20_000;
/** Checks waiting for the thread beyond which the next upload is let through unchecked (each holds its file). */
const MAX_WAITING_CHECKS = 8;

export interface UploadChecker {
  /**
   * The quick check of the file's content (upload-form.ts' checkUploadedFile) in the check's thread, so that a
   * 10 MB text is decoded off the event loop; if the thread cannot run it (busy, a crash), never on the loop: the
   * full check or the analysis refuses the file then. Throws the ApiError the author sees (415 or 422).
   */
  checkContent(form: UploadForm, fileType: FileType): Promise<void>;
  /** Throws the ApiError the author sees when the file cannot be analysed. */
  check(form: UploadForm): Promise<void>;
  close(): Promise<void>;
}

interface Log {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

/**
 * warm: start the check's thread with the process and keep it (its code loaded), instead of on the first upload;
 * idleTimeoutMs: otherwise, how long the thread waits for the next upload before it ends (default a minute).
 */
export function createUploadChecker({
  budget,
  log,
  warm = false,
  idleTimeoutMs,
}: {
  budget: AnalysisBudget;
  log: Log;
  warm?: boolean;
  idleTimeoutMs?: number;
}): UploadChecker {
  const pool = createRequestPool({
    thread: new URL('./upload-check-thread.mjs', import.meta.url),
    budget,
    timeoutMs: UPLOAD_CHECK_TIMEOUT_MS,
    maxWaiting: MAX_WAITING_CHECKS,
    log,
    warm,
    idleTimeoutMs,
  });
  return {
    async checkContent(form, fileType) {
      refuseBlankText(form, fileType);
      let result: FileCheckResult;
      try {
        result = await pool.run<FileCheckResult>({ bytes: form.bytes, fileName: form.fileName }, { name: 'checkFile' });
      } catch (error) {
        // Not on the event loop instead (decoding 10 MB blocks it for a quarter of a second on a busy machine):
        // the full check below, or the analysis, which gives the upload back, refuses what this would have.
        log.warn({ error, fileName: form.fileName }, 'quick file check not run in its thread; left to the full check');
        return;
      }
      if (!result.ok) refuseFile(result.code, result.message);
    },
    async check(form) {
      let result: UploadCheckResult;
      try {
        result = await pool.run<UploadCheckResult>({ bytes: form.bytes, fileName: form.fileName });
      } catch (error) {
        // Reading the file alone broke the heap budget: its analysis, which needs more, would too.
        if (error instanceof BudgetExceeded && error.breach === 'memory') {
          throw apiErrors.invalidFile(new ManuscriptError('ANALYSIS_OUT_OF_MEMORY').message);
        }
        log.warn({ error, fileName: form.fileName }, 'upload check did not finish; the analysis checks the file');
        return;
      }
      if (!result.ok) refuseFile(result.code, result.message);
    },
    close: () => pool.destroy(),
  };
}
