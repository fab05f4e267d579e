/**
 * Runs inside a pool's worker thread: after a task, a thread whose V8 heap has grown past the pool's
 * `recycleHeapMb` ends itself once its answer is on its way, and the pool (piscina, minThreads) starts a fresh one.
 * V8 keeps the pages a large manuscript's analysis took (hundreds of MB for a few MB of text) long after the task;
 * ending the thread gives them back to the system at once, and a fresh thread costs little (the lexicons are read
 * in place from their built file). Only ever between tasks: the answer is sent first, and the analysis pool takes
 * no task for a thread before the previous one's job is stored.
 */
import { getHeapStatistics } from 'node:v8';
import { workerData } from 'node:worker_threads';

const MB = 1024 * 1024;

export function recycleThreadIfLarge(): void {
  const limitMb = (workerData as { recycleHeapMb?: number } | undefined)?.recycleHeapMb;
  if (limitMb === undefined || getHeapStatistics().total_heap_size <= limitMb * MB) return;
  // After the task's promise settles piscina posts the answer; the timer runs after that (the pool disables
  // piscina's Atomics wait, which would hold the timer until the next task).
  setTimeout(() => process.exit(0), 0);
}
