/**
 * An analysis thread whose heap grew past the pool's bound after a job ends itself once it has answered, and the
 * warm pool starts a fresh one that analyses the next manuscript (server/jobs/thread-recycling.ts): what a large
 * manuscript took is given back. The bound is set to 1 MB here so that the test's small manuscript crosses it.
 * A pool that is not warm (the server's default, ANALYSIS_IDLE_SECONDS) holds no thread at rest: the first job
 * starts one, which ends after its idle time, and the next job starts another.
 * A file handed over to the thread is moved there, not copied; one that is not is left whole.
 */
import { describe, expect, test } from 'vitest';
import { createAnalysisPool } from '../../server/jobs/analysis-pool.ts';
import { manuscriptTxt } from '../support/fixtures.ts';

const budget = { timeoutMs: 120_000, memoryMb: 1536 };

async function until(condition: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 240_000) throw new Error(`not within 240 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a warm analysis pool', () => {
  test('replaces a thread whose heap grew past its bound after a job, and the new thread analyses', async () => {
    const pool = createAnalysisPool({ threads: 1, budget, warm: true, recycleHeapMb: 1 });
    try {
      await until(() => pool.threadsStarted() === 1, 'the warm thread started');
      const first = await pool.analyse(manuscriptTxt, 'fyrtaarnet.txt', () => undefined);
      expect(first.ok).toBe(true);
      await until(() => pool.threadsStarted() === 2, 'the thread was replaced after its job');
      const second = await pool.analyse(manuscriptTxt, 'fyrtaarnet.txt', () => undefined);
      expect(second).toEqual(first);
    } finally {
      await pool.close();
    }
  }, 300_000);
});

describe('an analysis pool whose threads start on demand', () => {
  test('holds no thread before the first job, ends it when idle, and starts a new one for the next job', async () => {
    const pool = createAnalysisPool({ threads: 1, budget, idleTimeoutMs: 200 });
    try {
      expect(pool.threadsAlive()).toBe(0);
      const first = await pool.analyse(manuscriptTxt, 'fyrtaarnet.txt', () => undefined);
      expect(first.ok).toBe(true);
      expect(pool.threadsStarted()).toBe(1);
      await until(() => pool.threadsAlive() === 0, 'the idle thread ended');
      const second = await pool.analyse(manuscriptTxt, 'fyrtaarnet.txt', () => undefined);
      expect(second).toEqual(first);
      expect(pool.threadsStarted()).toBe(2);
    } finally {
      await pool.close();
    }
  }, 300_000);
});

describe('the file an analysis reads', () => {
  test('is moved to the thread when handed over, and copied (left whole) otherwise', async () => {
    const pool = createAnalysisPool({ threads: 1, budget, idleTimeoutMs: 5_000 });
    try {
      const kept = new Uint8Array(manuscriptTxt);
      const copied = await pool.analyse(kept, 'fyrtaarnet.txt', () => undefined);
      expect(kept.byteLength).toBe(manuscriptTxt.byteLength);
      const handed = new Uint8Array(manuscriptTxt);
      const moved = await pool.analyse(handed, 'fyrtaarnet.txt', () => undefined, { handOver: true });
      expect(handed.byteLength).toBe(0);
      expect(moved).toEqual(copied);
      expect(moved.ok).toBe(true);
    } finally {
      await pool.close();
    }
  }, 300_000);
});
