/**
 * The analysis job queue (pg-boss on the same database). On PGlite pg-boss runs through the embedded
 * client's executeSql; on PostgreSQL with its own pool, so any number of worker processes can share it.
 *
 * Fair by author (issue 32 point 2): jobs are taken in turn by author, not in the order they came. A job's priority
 * is minus the number of its author's revisions still waiting or being analysed before it (fair-share.ts), and pg-boss
 * takes the highest priority first, then the oldest: every author's first waiting job goes before anyone's second,
 * so an author who queues ten large files holds another author's one file back by at most the analysis already
 * running.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import { fairPriority } from './fair-share.ts';

export const ANALYSIS_QUEUE = 'analyse-revision';

export interface AnalysisQueue {
  enqueue(revisionId: number): Promise<void>;
  /**
   * Takes jobs from the queue and runs `handler` for each, up to `concurrency` at once (one pg-boss worker per
   * slot: a pg-boss 10 worker finishes its batch before it fetches again); returns when the workers are registered.
   */
  work(handler: (revisionId: number) => Promise<void>, concurrency: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startAnalysisQueue(
  database: Database,
  log: { error(obj: unknown, msg?: string): void },
): Promise<AnalysisQueue> {
  const options = { supervise: true, schedule: false, migrate: true } as const;
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...options, db: { executeSql: database.executeSql } })
      : new PgBoss({ ...options, connectionString: database.connectionString!, max: 4 });
  boss.on('error', (error) => log.error({ error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(ANALYSIS_QUEUE, {
    name: ANALYSIS_QUEUE,
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: 15 * 60,
  });
  return {
    async enqueue(revisionId) {
      await boss.send(ANALYSIS_QUEUE, { revisionId }, { priority: await fairPriority(database.db, revisionId) });
    },
    async work(handler, concurrency) {
      for (let slot = 0; slot < Math.max(1, concurrency); slot++) {
        await boss.work<{ revisionId: number }>(
          ANALYSIS_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: 0.5 },
          async ([job]) => {
            if (job) await handler(job.data.revisionId);
          },
        );
      }
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
