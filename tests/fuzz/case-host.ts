/**
 * Runs fuzz cases in a worker thread with the limits set for each: 512 MB of V8 heap (resourceLimits) and 10 s of
 * CPU. A case that throws anything but a ManuscriptError, or kills the worker (out of memory included), is a
 * crash; one that passes the time-out is a hang, and the worker is replaced. The case's growth of heap plus
 * external memory (Buffers live outside the V8 heap) and of resident memory is checked against the same 512 MB.
 */
import { Worker } from 'node:worker_threads';
import type { CaseAnswer } from './case-thread.ts';
import { runQueueWaitMs } from './run-queue.ts';

/**
 * The 10 s are CPU time of the case (user + system, every thread of this process: the case's worker and the zlib
 * threads it uses), so that a machine shared with other work does not turn slow cases into hangs. Past 120 s of wall
 * clock a case under its CPU limit is judged by how long its threads waited for a core: mostly waiting, it is
 * starved and runs on (up to 600 s); neither working nor waiting for a core, it waits for nothing and is a hang.
 */
export const caseLimits = { cpuTimeoutMs: 10_000, wallTimeoutMs: 120_000, starvedWallMs: 600_000, memoryMb: 512 };
export type CaseLimits = typeof caseLimits;

/**
 * 'starved': the case was still under its CPU limit when the starved backstop ended it, its threads waiting for a
 * core: the machine, not the code, was slow. Not a failure, but no proof either; the summary lists it apart.
 */
export type Outcome = 'result' | 'error' | 'crash' | 'hang' | 'memory' | 'starved';

/** Time of a running case so far: wall clock, CPU, and the threads' wait for a core (undefined where unknown). */
export interface CaseTimes {
  ms: number;
  cpuMs: number;
  waitMs: number | undefined;
}

/** What the watch makes of a running case at a moment: run on, a hang, or starved past the backstop. */
export function watchCase(
  { ms, cpuMs, waitMs }: CaseTimes,
  limits: CaseLimits = caseLimits,
): 'run' | 'hang' | 'starved' {
  if (cpuMs > limits.cpuTimeoutMs) return 'hang';
  if (ms <= limits.wallTimeoutMs) return 'run';
  if (ms > limits.starvedWallMs) return 'starved';
  // Under half of the wall time spent working or waiting for a core: the case waits for something that never comes.
  if (waitMs !== undefined && cpuMs + waitMs < ms / 2) return 'hang';
  return 'run';
}

const timesText = ({ ms, cpuMs, waitMs }: CaseTimes) =>
  `${Math.round(cpuMs)} ms of CPU, ${Math.round(ms)} ms wall` +
  (waitMs === undefined ? '' : `, ${Math.round(waitMs)} ms waiting for a core`);

export interface CaseReport {
  outcome: Outcome;
  /** The ManuscriptError code, for outcome 'error'. */
  code?: string;
  /** What went wrong, for a crash, a hang or too much memory. */
  detail?: string;
  /** Wall-clock and CPU time of the case, in milliseconds. */
  ms: number;
  cpuMs: number;
  /** The case ran past the wall-clock limit under its CPU limit (a busy machine), whatever its outcome. */
  starved?: boolean;
  /** Peak heap and external memory of the worker thread during the case, and its growth over the memory before. */
  peakHeap?: number;
  heapGrowth?: number;
  /** Peak resident memory of the process during the case, and its growth over the memory before it (bytes). */
  peakRss?: number;
  rssGrowth?: number;
}

export const isFailure = (report: CaseReport) =>
  report.outcome === 'crash' || report.outcome === 'hang' || report.outcome === 'memory';

export class CaseHost {
  private worker: Worker | undefined;
  private ready: Promise<Worker> | undefined;

  constructor(private readonly limits: CaseLimits = caseLimits) {}

  /** Starts the worker (loading the lexicons) if none is running. */
  start(): Promise<Worker> {
    this.ready ??= new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(new URL('./case-thread.mjs', import.meta.url), {
        resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb },
        stdout: true,
        stderr: true,
      });
      worker.stdout.resume();
      worker.stderr.resume();
      worker.once('message', (message) => {
        if (message === 'ready') resolve(worker);
        else reject(new Error(`fuzz worker: unexpected first message ${JSON.stringify(message)}`));
      });
      worker.once('error', reject);
      this.worker = worker;
    });
    return this.ready;
  }

  async run(bytes: Uint8Array, fileName: string): Promise<CaseReport> {
    const worker = await this.start();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const waitBefore = runQueueWaitMs();
    const elapsed = () => {
      const used = process.cpuUsage(cpuBefore);
      return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
    };
    // The wait for a core matters only past the wall limit: it is read (a /proc read per thread) only then.
    const times = (): CaseTimes => {
      const { ms, cpuMs } = elapsed();
      const wait = ms > this.limits.wallTimeoutMs ? runQueueWaitMs() : undefined;
      return { ms, cpuMs, waitMs: wait === undefined || waitBefore === undefined ? undefined : wait - waitBefore };
    };
    const report = await new Promise<CaseReport>((resolve) => {
      const done = (result: CaseReport) => {
        clearInterval(watch);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        const { ms, cpuMs } = elapsed();
        const starved = ms > this.limits.wallTimeoutMs && cpuMs <= this.limits.cpuTimeoutMs;
        resolve(starved ? { ...result, starved } : result);
      };
      const onMessage = (answer: CaseAnswer) => done(this.report(answer, elapsed().cpuMs));
      const onError = (error: Error) =>
        done({ outcome: 'crash', detail: `worker died: ${String(error)}`, ...elapsed() });
      const onExit = (code: number) => done({ outcome: 'crash', detail: `worker exited (${code})`, ...elapsed() });
      const watch = setInterval(() => {
        const now = times();
        const verdict = watchCase(now, this.limits);
        if (verdict !== 'run') done({ outcome: verdict, detail: timesText(now), ms: now.ms, cpuMs: now.cpuMs });
      }, 50);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.postMessage({ bytes, fileName });
    });
    if (report.outcome === 'crash' || report.outcome === 'hang' || report.outcome === 'starved') await this.restart();
    return report;
  }

  private report(answer: CaseAnswer, cpuMs: number): CaseReport {
    const rssGrowth = answer.peakRss - answer.rssBefore;
    const heapGrowth = answer.peakHeap - answer.heapBefore;
    const measures = {
      ms: answer.ms,
      cpuMs,
      peakHeap: answer.peakHeap,
      heapGrowth,
      peakRss: answer.peakRss,
      rssGrowth,
    };
    if (answer.outcome === 'crash') return { outcome: 'crash', detail: answer.message, ...measures };
    const growth = Math.max(heapGrowth, rssGrowth);
    if (growth > this.limits.memoryMb * 1_048_576) {
      return { outcome: 'memory', detail: `${Math.round(growth / 1_048_576)} MB over the memory before`, ...measures };
    }
    if (cpuMs > this.limits.cpuTimeoutMs) {
      return { outcome: 'hang', detail: `${Math.round(cpuMs)} ms of CPU`, ...measures };
    }
    if (answer.outcome === 'error') return { outcome: 'error', code: answer.code, ...measures };
    return { outcome: 'result', ...measures };
  }

  /** Ends the worker; the next case starts a fresh one. */
  async restart(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    if (worker) await worker.terminate();
  }

  close(): Promise<void> {
    return this.restart();
  }
}
