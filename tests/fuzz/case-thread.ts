/**
 * Runs inside the fuzz worker thread: one case at a time, through the server's entry for an uploaded file
 * (analyseManuscript: the import, then the analysis of what it imported). Answers with the outcome and the
 * memory it took: the peak of this thread's V8 heap and external memory (Buffers), read from every garbage
 * collection during the case, and the process's peak resident memory (Linux: reset before each case via clear_refs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { GCProfiler, getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { analyseManuscript, isManuscriptError, warmLexicons } from '../../analysis/index.ts';

export interface CaseRequest {
  bytes: Uint8Array;
  fileName: string;
}

export interface CaseMeasures {
  ms: number;
  /** Heap used plus external memory of this thread before the case and at its peak (bytes). */
  heapBefore: number;
  peakHeap: number;
  rssBefore: number;
  peakRss: number;
}

export type CaseAnswer =
  | ({ outcome: 'result'; items: number } & CaseMeasures)
  | ({ outcome: 'error'; code: string } & CaseMeasures)
  | ({ outcome: 'crash'; message: string } & CaseMeasures);

function resetPeak(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/** Peak resident memory since the last reset, in bytes (the process's lifetime peak where it cannot be reset). */
function peakRss(): number {
  try {
    const line = /VmHWM:\s+(\d+) kB/u.exec(readFileSync('/proc/self/status', 'utf8'));
    if (line) return Number(line[1]) * 1024;
  } catch {}
  return process.resourceUsage().maxRSS * 1024;
}

const heapNow = () => {
  const heap = getHeapStatistics();
  return heap.used_heap_size + heap.external_memory;
};

async function runCase({ bytes, fileName }: CaseRequest): Promise<CaseAnswer> {
  resetPeak();
  const rssBefore = process.memoryUsage.rss();
  const heapBefore = heapNow();
  const profiler = new GCProfiler();
  profiler.start();
  const started = performance.now();
  const measures = (): CaseMeasures => {
    const ms = performance.now() - started;
    const collections = profiler.stop()?.statistics ?? [];
    const beforeEach = collections.map(
      (gc) => gc.beforeGC.heapStatistics.usedHeapSize + gc.beforeGC.heapStatistics.externalMemory,
    );
    const peakHeap = Math.max(heapBefore, heapNow(), ...beforeEach);
    return { ms, heapBefore, peakHeap, rssBefore, peakRss: Math.max(peakRss(), rssBefore) };
  };
  try {
    const items = await analyseManuscript({ bytes, fileName });
    return { outcome: 'result', items: items.length, ...measures() };
  } catch (error) {
    if (isManuscriptError(error)) return { outcome: 'error', code: error.code, ...measures() };
    const message = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
    return { outcome: 'crash', message, ...measures() };
  }
}

warmLexicons();
parentPort!.on('message', (request: CaseRequest) => {
  void runCase(request).then((answer) => parentPort!.postMessage(answer));
});
parentPort!.postMessage('ready');
