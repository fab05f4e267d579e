/**
 * Analysis workers of this process: a thread pool fed from the job queue. With the embedded database the
 * process is the only one on its data, so revisions left queued or under way by a crash are queued again.
 */
import type { Database } from '../db/database.ts';
import { analyseRevision } from './analyse-revision.ts';
import { createAnalysisPool } from './analysis-pool.ts';
import type { AnalysisQueue } from './queue.ts';
import { unfinishedRevisionIds } from './revision-store.ts';

export interface AnalysisWorkers {
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
}): Promise<AnalysisWorkers> {
  const { database, queue, threads, log } = options;
  const pool = createAnalysisPool(threads);
  await queue.work((revisionId) => analyseRevision({ db: database.db, pool, log }, revisionId));
  if (database.kind === 'pglite') {
    for (const revisionId of await unfinishedRevisionIds(database.db)) await queue.enqueue(revisionId);
  }
  return { close: () => pool.close() };
}
