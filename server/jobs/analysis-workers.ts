/**
 * Analysis workers of this process: a thread pool fed from the job queue. Jobs interrupted by a crash or
 * restart are picked up again: with the embedded database this process is the only one on its data, so every
 * unfinished revision is queued again at start; on PostgreSQL, where other workers may be busy, a revision is
 * queued again once its worker's heartbeat is older than `staleAfterSeconds` (checked at start and then
 * periodically).
 */
import { type AnalysisBudget, DEFAULT_ANALYSIS_IDLE_SECONDS } from '../config.ts';
import type { Database } from '../db/database.ts';
import { analyseRevision } from './analyse-revision.ts';
import { type AnalysisPool, createAnalysisPool, RECYCLE_HEAP_MB } from './analysis-pool.ts';
import type { AnalysisQueue } from './queue.ts';
import { staleRevisionIds, unfinishedRevisionIds } from './revision-store.ts';

export interface AnalysisWorkers {
  /** The threads the jobs run on (the server's trial report is analysed there too). */
  pool: AnalysisPool;
  close(): Promise<void>;
}

interface Log {
  error(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
}

export async function startAnalysisWorkers(options: {
  database: Database;
  queue: AnalysisQueue;
  threads: number;
  log: Log;
  /** PostgreSQL: a revision whose heartbeat is older than this is taken over (default 60). */
  staleAfterSeconds?: number;
  /** What one analysis may cost (time-out, heap); one that breaks it fails with a Danish reason. */
  budget: AnalysisBudget;
  /** The byte bound of one revision's passages (PASSAGES_MAX_BYTES). */
  passagesMaxBytes?: number;
  /**
   * Seconds a thread waits for its next job before it ends (ANALYSIS_IDLE_SECONDS; default 10): at rest the process
   * holds no analysis thread, and the next job starts one. 0: the threads start with the process and are kept
   * (warm: lexicons loaded and the analysis' code compiled before the first job, 100-200 MB each all the time).
   */
  idleSeconds?: number;
  /** Told when a job of this process has ended, stored or failed (the idle collection: server/memory/). */
  onJobEnded?: () => void;
}): Promise<AnalysisWorkers> {
  const {
    database,
    queue,
    threads,
    log,
    staleAfterSeconds = 60,
    idleSeconds = DEFAULT_ANALYSIS_IDLE_SECONDS,
  } = options;
  const pool = createAnalysisPool({
    threads,
    budget: options.budget,
    log,
    warm: idleSeconds === 0,
    // Either way a thread that a large manuscript left with a large heap ends after that job.
    recycleHeapMb: RECYCLE_HEAP_MB,
    ...(idleSeconds === 0 ? {} : { idleTimeoutMs: idleSeconds * 1000 }),
    ...(options.passagesMaxBytes ? { passagesMaxBytes: options.passagesMaxBytes } : {}),
  });
  let closing = false;
  // As many jobs at once as the pool has threads: a process with N threads analyses N manuscripts side by side.
  await queue.work(async (revisionId) => {
    try {
      await analyseRevision({ db: database.db, pool, log, closing: () => closing }, revisionId);
    } finally {
      options.onJobEnded?.();
    }
  }, threads);
  let supervisor: NodeJS.Timeout | undefined;
  if (database.kind === 'pglite') {
    for (const revisionId of await unfinishedRevisionIds(database.db)) await queue.enqueue(revisionId);
  } else {
    const requeueStale = async () => {
      const staleBefore = new Date(Date.now() - staleAfterSeconds * 1000);
      for (const revisionId of await staleRevisionIds(database.db, staleBefore)) {
        log.info({ revisionId }, 'analysis taken over from a worker that stopped');
        await queue.enqueue(revisionId);
      }
    };
    await requeueStale();
    supervisor = setInterval(
      () => void requeueStale().catch((error) => log.error({ error }, 'stale job check failed')),
      Math.max(1000, (staleAfterSeconds * 1000) / 2),
    );
    supervisor.unref();
  }
  return {
    pool,
    async close() {
      closing = true;
      clearInterval(supervisor);
      await pool.close();
    },
  };
}
