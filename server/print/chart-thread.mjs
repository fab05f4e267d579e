// Entry of the print charts' worker thread: lowers its own priority, registers the TypeScript loader, then draws
// charts.
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

// The drawing is mostly done ahead, in the background, while the author reads the report pages: on Linux this
// thread (its id is the last part of /proc/thread-self) takes the lowest priority, so that the server's requests
// and the reader's browser on the same cores come first (docs/PERFORMANCE.md, 2026-11-27, seventh session).
// Elsewhere, or where it is not allowed, the thread keeps the process's priority.
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, constants.priority.PRIORITY_LOW);
} catch {
  // No /proc (not Linux) or no permission: the default priority.
}

register();
const task = await import('./chart-task.ts');
export default task.renderPrintCharts;
