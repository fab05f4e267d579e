/**
 * Runs fuzz cases in a worker thread with the limits set for each: 512 MB of V8 heap (resourceLimits) and 10 s. A case that throws anything but a ManuscriptError, or kills the worker (out of memory included), is a
 * crash; one that passes the time-out is a hang, and the worker is replaced. The case's growth of heap plus
 * external memory (Buffers live outside the V8 heap) and of resident memory is checked against the same 512 MB.
 */
import { Worker } from 'node:worker_threads';
import type { CaseAnswer } from './case-thread.ts';

/**
 * The 10 s are CPU time of the case (user + system, every thread of this process: the case's worker and the zlib
 * threads it uses), so that a machine shared with other work does not turn slow cases into hangs; a case that
 * waits without working is caught by the wall-clock backstop.
 */
export const caseLimits = { cpuTimeoutMs: 10_000, wallTimeoutMs: 120_000, memoryMb: 512 };

export type Outcome = 'result' | 'error' | 'crash' | 'hang' | 'memory';

export interface CaseReport {
  outcome: Outcome;
  /** The ManuscriptError code, for outcome 'error'. */
  code?: string;
  /** What went wrong, for a crash, a hang or too much memory. */
  detail?: string;
  /** Wall-clock and CPU time of the case, in milliseconds. */
  ms: number;
  cpuMs: number;
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

  constructor(private readonly limits = caseLimits) {}

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
    const cpuMs = () => {
      const used = process.cpuUsage(cpuBefore);
      return (used.user + used.system) / 1000;
    };
    const times = () => ({ ms: performance.now() - started, cpuMs: cpuMs() });
    const report = await new Promise<CaseReport>((resolve) => {
      const done = (result: CaseReport) => {
        clearInterval(watch);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve(result);
      };
      const onMessage = (answer: CaseAnswer) => done(this.report(answer, cpuMs()));
      const onError = (error: Error) => done({ outcome: 'crash', detail: `worker died: ${String(error)}`, ...times() });
      const onExit = (code: number) => done({ outcome: 'crash', detail: `worker exited (${code})`, ...times() });
      const watch = setInterval(() => {
        const { ms, cpuMs } = times();
        if (cpuMs > this.limits.cpuTimeoutMs || ms > this.limits.wallTimeoutMs) {
          done({ outcome: 'hang', detail: `${Math.round(cpuMs)} ms of CPU, ${Math.round(ms)} ms wall`, ms, cpuMs });
        }
      }, 50);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.postMessage({ bytes, fileName });
    });
    if (report.outcome === 'crash' || report.outcome === 'hang') await this.restart();
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
