/**
 * The screen charts of the published definitions, compiled ahead (issue 26 point 6; engine/chart/compiled-charts.ts):
 * compiled in a thread of their own once per publication and kept as one prepared answer (brotli, gzip, ETag) for
 * GET /api/reports/chart-runtimes. A request while they are compiled waits for the same compile; a compile that
 * fails is not kept, so the next request tries again (the app compiles its charts itself meanwhile).
 */
import type { AnalysisBudget } from '../config.ts';
import type { Db } from '../db/database.ts';
import { compiledChartErrors } from '../errors.ts';
import { type PreparedAnswer, prepareAnswer } from '../http/prepared-answer.ts';
import { createRequestPool, notRunInTime } from '../jobs/budgeted-pool.ts';
import { publishedDefinitions } from './report-definitions.ts';
import type { ScreenChartsResult, ScreenChartsTask } from './screen-charts-task.ts';
import { publicationStamp } from './versions.ts';

/** The longest one compile may take, thread start included (about a second of work on a quiet machine). */
export const COMPILE_CHARTS_TIMEOUT_MS = 60_000;
const MAX_WAITING = 4;

interface Log {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface CompiledCharts {
  /** The compiled screen charts of what is published now, as a prepared JSON answer; a coded 503 when not in time. */
  answer(db: Db): Promise<PreparedAnswer>;
  close(): Promise<void>;
}

export function createCompiledCharts({ budget, log }: { budget: AnalysisBudget; log: Log }): CompiledCharts {
  const pool = createRequestPool({
    thread: new URL('./screen-charts-thread.mjs', import.meta.url),
    budget,
    timeoutMs: COMPILE_CHARTS_TIMEOUT_MS,
    maxWaiting: MAX_WAITING,
    log,
  });
  // Per database (the tests' servers share a process): the publication compiled and its answer.
  const kept = new WeakMap<Db, { stamp: number; answer: Promise<PreparedAnswer> }>();

  async function compile(db: Db): Promise<PreparedAnswer> {
    const definitions = await publishedDefinitions(db);
    const task: ScreenChartsTask = { definitions: definitions.map(({ json }) => json) };
    let result: ScreenChartsResult;
    try {
      result = await pool.run<ScreenChartsResult>(task);
    } catch (error) {
      log.warn({ error }, 'screen charts not compiled ahead: the app compiles them');
      if (notRunInTime(error)) throw compiledChartErrors.notInTime();
      throw error;
    }
    for (const failure of result.failures) {
      log.warn(failure, 'screen chart not compiled ahead: the app compiles it and shows its error');
    }
    const answer = await prepareAnswer(result.json);
    log.info(
      {
        charts: result.charts,
        failed: result.failures.length,
        bytes: answer.identity.length,
        brBytes: answer.br.length,
        threadMs: result.ms,
      },
      'screen charts compiled',
    );
    return answer;
  }

  return {
    async answer(db) {
      const stamp = await publicationStamp(db, 'report');
      const now = kept.get(db);
      if (now && now.stamp === stamp) return now.answer;
      const answer = compile(db);
      kept.set(db, { stamp, answer });
      answer.catch(() => {
        if (kept.get(db)?.answer === answer) kept.delete(db);
      });
      return answer;
    },
    close: () => pool.destroy(),
  };
}
