/** The analysis job: import and analyse one revision's file in a worker thread, validate, store. */

import type { Db } from '../db/database.ts';
import type { AnalysisPool } from './analysis-pool.ts';
import {
  loadRevisionFile,
  markAnalysing,
  markFailed,
  recordProgress,
  storeResults,
  touchRevision,
} from './revision-store.ts';

export const GENERIC_FAILURE = 'Analysen fejlede. Prøv at uploade manuskriptet igen, eller kontakt support.';
const PROGRESS_INTERVAL_MS = 250;
export const HEARTBEAT_INTERVAL_MS = 5_000;

export interface AnalyseRevisionDeps {
  db: Db;
  pool: AnalysisPool;
  /** True while this process shuts down: an analysis cut short then is left for the restart to pick up. */
  closing?: () => boolean;
  log: { error(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };
}

export async function analyseRevision(deps: AnalyseRevisionDeps, revisionId: number): Promise<void> {
  const { db, pool, log } = deps;
  const revision = await loadRevisionFile(db, revisionId);
  if (!revision || revision.status === 'done' || revision.status === 'failed') return;
  if (!(await markAnalysing(db, revisionId))) return;

  let lastWrite = 0;
  let pending: Promise<void> = Promise.resolve();
  // The analysis runs in a worker thread; this thread tells other processes the job is alive.
  const heartbeat = setInterval(() => {
    pending = pending.then(() => touchRevision(db, revisionId)).catch(() => undefined);
  }, HEARTBEAT_INTERVAL_MS);
  let result: Awaited<ReturnType<AnalysisPool['analyseForStore']>>;
  try {
    result = await pool.analyseForStore(
      revision.bytes,
      revision.fileName,
      ({ stage, fraction }) => {
        const now = Date.now();
        if (now - lastWrite < PROGRESS_INTERVAL_MS) return;
        lastWrite = now;
        pending = pending.then(() => recordProgress(db, revisionId, stage, fraction)).catch(() => undefined);
      },
      // The file is read for this job alone: its memory goes to the thread, not a copy of it.
      { handOver: true },
    );
  } catch (error) {
    if (deps.closing?.()) throw error;
    // The worker thread died (out of memory, a bug): retrying would fail alike, so the author is told now.
    log.error({ revisionId, error }, 'analysis crashed');
    result = { ok: false, code: 'ANALYSIS_CRASHED', message: String(error), userFacing: false };
  } finally {
    clearInterval(heartbeat);
    await pending;
  }

  if (!result.ok) {
    if (!result.userFacing) log.error({ revisionId, error: result.message }, 'analysis failed');
    await markFailed(db, revisionId, revision, result.userFacing ? result.message : GENERIC_FAILURE);
    return;
  }
  await storeResults(db, revisionId, revision, result.results);
  log.info({ revisionId, models: result.results.items.length }, 'analysis stored');
}
