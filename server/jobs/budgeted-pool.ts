/**
 * A pool of worker threads whose every task runs within a budget: a heap limit per thread (V8's old generation,
 * through worker_threads' resourceLimits) and a wall-clock time-out per task (an AbortSignal: piscina terminates
 * the thread running it). A thread that dies is replaced by piscina on the next task; the other threads go on.
 * The analysis has a pool of its own (analysis-pool.ts); every request that reads a whole file or draws a whole
 * report off the event loop has a one-thread request pool (createRequestPool), set up here once.
 */
import { once } from 'node:events';
import { Piscina } from 'piscina';
import type { AnalysisBudget } from '../config.ts';
import { threadExecArgv, threadModule } from './thread-module.ts';

export type BudgetBreach = 'timeout' | 'memory';

/** The task was stopped because it broke its budget. */
export class BudgetExceeded extends Error {
  constructor(readonly breach: BudgetBreach) {
    super(breach === 'timeout' ? 'task time-out' : 'task ran out of memory');
    this.name = 'BudgetExceeded';
  }
}

/** The task was refused at once: as many tasks as the pool's threads and its queue hold are under way. */
export class PoolBusy extends Error {
  constructor() {
    super('task queue is full');
    this.name = 'PoolBusy';
  }
}

export interface BudgetedPool {
  /** Runs the named export of the thread module (default export without a name); throws BudgetExceeded. */
  run<T>(task: unknown, options?: { name?: string; transferList?: Transferable[] }): Promise<T>;
  /** Threads started so far (a thread that ends, recycled or stopped, is replaced by a new one). */
  threadsStarted(): number;
  /**
   * Threads alive now, those being stopped included (0 at rest for a pool that is not warm, once its threads' idle
   * time is over).
   */
  threadsAlive(): number;
  /**
   * Stops every thread and answers once each has exited, the threads a time-out stopped included (piscina stops
   * those without waiting, so a process that ended right after could still have a thread halfway through stopping).
   */
  destroy(): Promise<void>;
}

export interface PoolLog {
  error(obj: unknown, msg?: string): void;
}

export interface BudgetedPoolOptions {
  /**
   * The thread module's source entry beside its caller, `new URL('./…-thread.mjs', import.meta.url)` (in the
   * server bundle its compiled module runs instead: thread-module.ts).
   */
  thread: URL;
  threads: number;
  budget: AnalysisBudget;
  /** Tasks waiting for a thread beyond which run() throws PoolBusy at once (default: unbounded). */
  maxQueue?: number;
  log?: PoolLog;
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

/** What differs between the request pools; the rest is the same for all (createRequestPool). */
export interface RequestPoolOptions {
  /** The thread module's source entry beside its caller: `new URL('./…-thread.mjs', import.meta.url)`. */
  thread: URL;
  /** The analysis budget: its heap limit is the thread's, its time-out the most `timeoutMs` may be. */
  budget: AnalysisBudget;
  /** The longest one task may take (within the analysis budget's time-out). */
  timeoutMs: number;
  /** Tasks waiting for the thread beyond which the next is refused at once (notRunInTime says so). */
  maxWaiting: number;
  log: PoolLog;
  /** Start the thread with the process and keep it (default: on the first task, ended when idle). */
  warm?: boolean;
  /** A pool that is not warm: how long its thread waits for the next task before it ends (default a minute). */
  idleTimeoutMs?: number;
}

/**
 * The pool of one kind of request that runs off the event loop (the upload check, the manuscript view's text, the
 * annotated .docx, the print view's charts): one thread, with the analysis budget's heap limit, the request's own
 * time limit within the analysis budget's, and a short queue.
 */
export function createRequestPool({ timeoutMs, maxWaiting, budget, ...options }: RequestPoolOptions): BudgetedPool {
  return createBudgetedPool({
    ...options,
    threads: 1,
    budget: { timeoutMs: Math.min(budget.timeoutMs, timeoutMs), memoryMb: budget.memoryMb },
    maxQueue: maxWaiting,
  });
}

/** The task did not run in time: it broke its budget, or the pool's queue was full and it was refused at once. */
export function notRunInTime(error: unknown): boolean {
  return error instanceof BudgetExceeded || error instanceof PoolBusy;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

export function createBudgetedPool(options: BudgetedPoolOptions): BudgetedPool {
  const { budget } = options;
  const execArgv = threadExecArgv();
  const pool = new Piscina({
    filename: threadModule(options.thread),
    ...(execArgv ? { execArgv } : {}),
    minThreads: options.warm ? Math.max(1, options.threads) : 0,
    maxThreads: Math.max(1, options.threads),
    idleTimeout: options.idleTimeoutMs ?? 60_000,
    workerData: { warm: options.warm === true, recycleHeapMb: options.recycleHeapMb },
    resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb },
    // A thread waiting for its next task in Atomics.wait runs no timer, so one that is to end after answering
    // (recycleHeapMb) must wait for tasks on its event loop; the tasks here take seconds, not microseconds.
    ...(options.recycleHeapMb === undefined ? {} : { atomics: 'disabled' as const }),
  });
  // A thread that fails outside a task: without a listener the whole process would stop.
  pool.on('error', (error) => options.log?.error({ error }, 'worker thread failed outside a task'));
  // The bound on waiting tasks is kept here: piscina's own maxQueue does not count a task given an AbortSignal
  // (piscina 5 puts those in a queue of their own that it never bounds), and every task here has one.
  const mostUnderWay = Math.max(1, options.threads) + (options.maxQueue ?? Number.POSITIVE_INFINITY);
  let underWay = 0;
  let started = 0;
  // Each thread's exit by its id, from its start until it has exited (a stopped thread leaves piscina's list at
  // once): destroy() waits for them all.
  const exits = new Map<number, Promise<unknown>>();
  pool.on('workerCreate', (created: { id: number }) => {
    started++;
    // Read now: piscina's id reads the thread's, which is -1 once it has exited.
    const id = created.id;
    const thread = pool.threads.find((t) => t.threadId === id);
    if (!thread) return;
    exits.set(
      id,
      once(thread, 'exit')
        .catch(() => undefined)
        .finally(() => exits.delete(id)),
    );
  });
  return {
    threadsStarted: () => started,
    threadsAlive: () => new Set([...pool.threads.map((t) => t.threadId), ...exits.keys()]).size,
    async run<T>(task: unknown, runOptions: { name?: string; transferList?: Transferable[] } = {}) {
      if (underWay >= mostUnderWay) throw new PoolBusy();
      underWay++;
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
        underWay--;
        clearTimeout(timer);
      }
    },
    async destroy() {
      await pool.destroy();
      await Promise.all(exits.values());
    },
  };
}
