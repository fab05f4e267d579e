/**
 * A pool of worker threads whose every task runs within a budget: a heap limit per thread (V8's old generation,
 * through worker_threads' resourceLimits) and a wall-clock time-out per task (an AbortSignal: piscina terminates
 * the thread running it). A thread that dies is replaced by piscina on the next task; the other threads go on.
 */
import { Piscina } from 'piscina';
import type { AnalysisBudget } from '../config.ts';
import { threadModule } from './thread-module.ts';

export type BudgetBreach = 'timeout' | 'memory';

/** The task was stopped because it broke its budget. */
export class BudgetExceeded extends Error {
  constructor(readonly breach: BudgetBreach) {
    super(breach === 'timeout' ? 'task time-out' : 'task ran out of memory');
    this.name = 'BudgetExceeded';
  }
}

export interface BudgetedPool {
  /** Runs the named export of the thread module (default export without a name); throws BudgetExceeded. */
  run<T>(task: unknown, options?: { name?: string; transferList?: Transferable[] }): Promise<T>;
  /** Threads started so far (a thread that ends, recycled or stopped, is replaced by a new one). */
  threadsStarted(): number;
  /** Threads alive now (0 at rest for a pool that is not warm, once its threads' idle time is over). */
  threadsAlive(): number;
  destroy(): Promise<void>;
}

export interface BudgetedPoolOptions {
  /** The thread module's source entry (a file URL; in the server bundle its compiled module runs: thread-module.ts). */
  filename: string;
  threads: number;
  budget: AnalysisBudget;
  /** Tasks waiting for a thread beyond which run() is refused at once (piscina's maxQueue; default: unbounded). */
  maxQueue?: number;
  log?: { error(obj: unknown, msg?: string): void };
  /**
   * Start every thread now and keep it (the thread module sees `workerData.warm` and prepares itself as it
   * loads); otherwise threads start on the first task and end after `idleTimeoutMs` without one.
   */
  warm?: boolean;
  /** How long a thread of a pool that is not warm waits for a task before it ends (default a minute). */
  idleTimeoutMs?: number;
  /**
   * A thread whose V8 heap is larger than this after a task ends itself once it has answered, and the pool starts a
   * fresh one, so that what one large manuscript took is given back (the thread module reads
   * `workerData.recycleHeapMb`; server/jobs/thread-recycling.ts). Unset: threads are kept.
   */
  recycleHeapMb?: number;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

export function createBudgetedPool(options: BudgetedPoolOptions): BudgetedPool {
  const { budget } = options;
  const pool = new Piscina({
    filename: threadModule(new URL(options.filename)),
    minThreads: options.warm ? Math.max(1, options.threads) : 0,
    maxThreads: Math.max(1, options.threads),
    idleTimeout: options.idleTimeoutMs ?? 60_000,
    workerData: { warm: options.warm === true, recycleHeapMb: options.recycleHeapMb },
    maxQueue: options.maxQueue ?? Number.POSITIVE_INFINITY,
    resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb },
    // A thread waiting for its next task in Atomics.wait runs no timer, so one that is to end after answering
    // (recycleHeapMb) must wait for tasks on its event loop; the tasks here take seconds, not microseconds.
    ...(options.recycleHeapMb === undefined ? {} : { atomics: 'disabled' as const }),
  });
  // A thread that fails outside a task: without a listener the whole process would stop.
  pool.on('error', (error) => options.log?.error({ error }, 'worker thread failed outside a task'));
  let started = 0;
  pool.on('workerCreate', () => {
    started++;
  });
  return {
    threadsStarted: () => started,
    threadsAlive: () => pool.threads.length,
    async run<T>(task: unknown, runOptions: { name?: string; transferList?: Transferable[] } = {}) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), budget.timeoutMs);
      try {
        return (await pool.run(task, {
          name: runOptions.name,
          transferList: runOptions.transferList as never,
          signal: controller.signal,
        })) as T;
      } catch (error) {
        if (controller.signal.aborted) throw new BudgetExceeded('timeout');
        if (errorCode(error) === 'ERR_WORKER_OUT_OF_MEMORY') throw new BudgetExceeded('memory');
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    destroy: () => pool.destroy(),
  };
}
