/**
 * `npm run worker`: a worker-only process for scaled deployments on PostgreSQL. It takes analysis jobs from
 * the shared pg-boss queue and serves no HTTP.
 */
import pino from 'pino';
import { configFromEnv } from './config.ts';
import { openDatabase } from './db/database.ts';
import { startAnalysisWorkers } from './jobs/analysis-workers.ts';
import { startAnalysisQueue } from './jobs/queue.ts';

const config = configFromEnv();
const log = pino({ name: 'lektor-worker' });

if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database, `npm start` runs the analysis itself.',
  );
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: config.databaseUrl });
const queue = await startAnalysisQueue(database, log);
const workers = await startAnalysisWorkers({
  database,
  queue,
  threads: Math.max(1, config.analysisThreads),
  log,
  staleAfterSeconds: config.jobStaleSeconds,
  budget: config.analysisBudget,
  passagesMaxBytes: config.passagesMaxBytes,
  idleSeconds: config.analysisIdleSeconds,
});
log.info({ threads: Math.max(1, config.analysisThreads) }, 'analysis worker started');

const shutdown = async () => {
  await queue.stop();
  await workers.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
