/**
 * The print charts' thread priority (Linux): the drawing done ahead, in the background, runs at the lowest priority
 * so that the server's requests and the reader's browser on the same cores come first; a print view that asks for
 * a drawing still under way raises it back to normal. The thread writes its id (the kernel's, from
 * /proc/thread-self) into a shared cell of its task, so that the main thread can raise it while it draws. Raising
 * a priority needs CAP_SYS_NICE (or RLIMIT_NICE): without it the drawing goes on at the low one. Elsewhere than
 * on Linux, nothing changes.
 */
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

export const BACKGROUND_PRIORITY = constants.priority.PRIORITY_LOW;
export const FOREGROUND_PRIORITY = constants.priority.PRIORITY_NORMAL;

/** The calling thread's kernel id, or undefined where there is no /proc/thread-self. */
export function currentThreadId(): number | undefined {
  try {
    const id = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Sets a thread's priority (nice value); false when it is not allowed or not possible. */
export function setThreadPriority(threadId: number | undefined, priority: number): boolean {
  if (threadId === undefined || threadId <= 0) return false;
  try {
    setPriority(threadId, priority);
    return true;
  } catch {
    return false;
  }
}

const THREAD = 0;
const WAITED_FOR = 1;

/**
 * The shared cells a task carries: its thread's id (0 until a thread has taken the task) and whether someone now
 * waits for it (1 once `raise` was called).
 */
export function threadCell(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(8));
}

/**
 * In the thread, when it takes a task: its id into the cell, then the task's priority, low only for a background
 * task nobody waits for yet (looked at again after lowering, for a `raise` in between).
 */
export function takeTask(cell: Int32Array | undefined, background: boolean): void {
  const id = currentThreadId();
  if (cell && id !== undefined) Atomics.store(cell, THREAD, id);
  const waitedFor = () => cell !== undefined && Atomics.load(cell, WAITED_FOR) === 1;
  if (!background || waitedFor()) {
    setThreadPriority(id, FOREGROUND_PRIORITY);
    return;
  }
  setThreadPriority(id, BACKGROUND_PRIORITY);
  if (waitedFor()) setThreadPriority(id, FOREGROUND_PRIORITY);
}

/**
 * In the main thread: the task with this cell is now waited for, so at normal priority: at once when a thread
 * draws it, else when a thread takes it. False when its thread could not be raised now.
 */
export function raise(cell: Int32Array): boolean {
  Atomics.store(cell, WAITED_FOR, 1);
  const id = Atomics.load(cell, THREAD);
  return id > 0 && setThreadPriority(id, FOREGROUND_PRIORITY);
}
