import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { currentThreadId, raise, threadCell } from './thread-priority.ts';

/** A thread's nice value, from /proc (field 19 of its stat line). */
const niceOf = (threadId: number) =>
  Number(readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

/** A worker thread that takes a task with `cell` (background or not) and then waits until it is told to end. */
function threadTaking(cell: Int32Array, background: boolean, end: Int32Array): Promise<Worker> {
  const module = new URL('./thread-priority.ts', import.meta.url).href;
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     import('tsx/esm/api').then(({ register }) => {
       register();
       return import(workerData.module);
     }).then(({ takeTask }) => {
       takeTask(workerData.cell, workerData.background);
       parentPort.postMessage('taken');
       Atomics.wait(workerData.end, 0, 0);
     });`,
    { eval: true, workerData: { module, cell, background, end } },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve(worker));
    worker.once('error', reject);
  });
}

async function ended(worker: Worker, end: Int32Array): Promise<void> {
  Atomics.store(end, 0, 1);
  Atomics.notify(end, 0);
  await new Promise((resolve) => worker.once('exit', resolve));
}

describe.runIf(currentThreadId() !== undefined)('the print charts thread priority (Linux)', () => {
  it('a background task runs at the lowest priority, raised to normal when someone waits for it', async () => {
    const cell = threadCell();
    const end = new Int32Array(new SharedArrayBuffer(4));
    const worker = await threadTaking(cell, true, end);
    const threadId = cell[0]!;
    expect(threadId).toBeGreaterThan(0);
    expect(threadId).not.toBe(currentThreadId());
    expect(niceOf(threadId)).toBe(19);
    expect(niceOf(currentThreadId()!)).toBe(0);
    // Raising needs CAP_SYS_NICE: where it is refused the drawing stays low (and raise says so).
    const raised = raise(cell);
    expect(niceOf(threadId)).toBe(raised ? 0 : 19);
    await ended(worker, end);
  });

  it('a task waited for before a thread took it, or one in the foreground, runs at normal priority', async () => {
    const end = new Int32Array(new SharedArrayBuffer(4));
    const waited = threadCell();
    expect(raise(waited)).toBe(false); // no thread yet: marked, raised when taken
    const first = await threadTaking(waited, true, end);
    expect(niceOf(waited[0]!)).toBe(0);
    const foreground = threadCell();
    const second = await threadTaking(foreground, false, end);
    expect(niceOf(foreground[0]!)).toBe(0);
    await Promise.all([ended(first, end), ended(second, end)]);
  });
});
