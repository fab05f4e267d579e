import { afterEach, describe, expect, it } from 'vitest';
import { BudgetExceeded, type BudgetedPool, createRequestPool, notRunInTime, PoolBusy } from './budgeted-pool.ts';
import { threadExecArgv } from './thread-module.ts';

const thread = new URL('../../tests/fixtures/threads/wait-thread.mjs', import.meta.url);
const quiet = { error: () => undefined };
const pools: BudgetedPool[] = [];

function pool(options: { timeoutMs: number; budgetTimeoutMs: number; maxWaiting: number }): BudgetedPool {
  const created = createRequestPool({
    thread,
    budget: { timeoutMs: options.budgetTimeoutMs, memoryMb: 64 },
    timeoutMs: options.timeoutMs,
    maxWaiting: options.maxWaiting,
    log: quiet,
  });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.destroy()));
});

describe('createRequestPool', () => {
  it("runs a task in one thread and answers what the thread's module returns", async () => {
    const requests = pool({ timeoutMs: 10_000, budgetTimeoutMs: 10_000, maxWaiting: 4 });
    await expect(requests.run<number>({ ms: 1 })).resolves.toBe(1);
    expect(requests.threadsStarted()).toBe(1);
  });

  it.each([
    ['its own time limit', { timeoutMs: 150, budgetTimeoutMs: 600_000 }],
    ["the analysis budget's, when that is shorter", { timeoutMs: 600_000, budgetTimeoutMs: 150 }],
  ])('stops a task at %s, and says it did not run in time', async (_name, limits) => {
    const requests = pool({ ...limits, maxWaiting: 4 });
    const error = await requests.run({ ms: 60_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BudgetExceeded);
    expect((error as BudgetExceeded).breach).toBe('timeout');
    expect(notRunInTime(error)).toBe(true);
    // The thread stopped is waited for: once the pool is destroyed, no thread of it is still stopping.
    await requests.destroy();
    expect(requests.threadsAlive()).toBe(0);
  });

  it('refuses a task at once when its thread and its queue are taken, and says it did not run in time', async () => {
    const requests = pool({ timeoutMs: 10_000, budgetTimeoutMs: 10_000, maxWaiting: 2 });
    // One task for the thread, two waiting: the fourth and fifth find no room (piscina alone would queue them).
    const results = await Promise.allSettled([100, 1, 1, 1, 1].map((ms) => requests.run<number>({ ms })));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    const refusal = (results[3] as PromiseRejectedResult).reason;
    expect(refusal).toBeInstanceOf(PoolBusy);
    expect(notRunInTime(refusal)).toBe(true);
    // Room again once the tasks under way have answered.
    await expect(requests.run<number>({ ms: 1 })).resolves.toBe(1);
  });

  it('loads its thread module by import() alone: require() of an ES module is off in its threads', async () => {
    const requests = createRequestPool({
      thread: new URL('../../tests/fixtures/threads/require-esm-thread.mjs', import.meta.url),
      budget: { timeoutMs: 10_000, memoryMb: 64 },
      timeoutMs: 10_000,
      maxWaiting: 4,
      log: quiet,
    });
    pools.push(requests);
    await expect(requests.run<string>({})).resolves.toBe('ERR_REQUIRE_ESM');
    expect(threadExecArgv(['--conditions', 'development'])).toEqual([
      '--conditions',
      'development',
      '--no-experimental-require-module',
    ]);
    expect(threadExecArgv(['--no-experimental-require-module'])).toEqual(['--no-experimental-require-module']);
    // a process started with options a thread may not be named: its threads inherit them, as before
    expect(threadExecArgv(['--max-old-space-size=4096'])).toBeUndefined();
  });

  it('does not count any other failure as not run in time', () => {
    expect(notRunInTime(new Error('the thread failed'))).toBe(false);
    expect(notRunInTime(new Error('Task queue is at limit'))).toBe(false);
    expect(notRunInTime(new BudgetExceeded('memory'))).toBe(true);
  });
});
