import { describe, expect, it } from 'vitest';
import type { AnalysisPool } from '../jobs/analysis-pool.ts';
import type { AnalysisTaskResult } from '../jobs/analysis-task.ts';
import { analyseInThread } from './trial-report.ts';

/** A pool that answers `result` and remembers what it was given. */
function poolAnswering(result: AnalysisTaskResult) {
  const given: { bytes: Uint8Array; fileName: string }[] = [];
  const pool: AnalysisPool = {
    async analyse(bytes, fileName) {
      given.push({ bytes, fileName });
      return result;
    },
    analyseForStore: () => Promise.reject(new Error('the trial report takes its results as objects')),
    threadsStarted: () => 0,
    threadsAlive: () => 0,
    close: async () => undefined,
  };
  return { pool, given };
}

describe('the trial report analysed in a thread of a pool', () => {
  it('hands the file to the pool and answers its items and passages', async () => {
    const { pool, given } = poolAnswering({ ok: true, items: [], passages: {} });
    const bytes = new TextEncoder().encode('Tågen lå over fjorden.');
    await expect(analyseInThread(pool)({ bytes, fileName: 'taagen.txt' })).resolves.toEqual({
      items: [],
      passages: {},
    });
    expect(given).toEqual([{ bytes, fileName: 'taagen.txt' }]);
  });

  it('rejects, naming the reason, when the analysis failed', async () => {
    const { pool } = poolAnswering({ ok: false, code: 'ANALYSIS_TIMEOUT', message: 'For lang tid', userFacing: true });
    await expect(analyseInThread(pool)({ bytes: new Uint8Array(1), fileName: 'x.txt' })).rejects.toThrow(
      /trial report could not be analysed: ANALYSIS_TIMEOUT For lang tid/,
    );
  });
});
