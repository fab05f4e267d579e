/**
 * How long the threads of this process have waited for a core (Linux: /proc/self/task/<tid>/schedstat, the second
 * field, in nanoseconds). A case that is past its wall-clock limit but under its CPU limit either waited for a core
 * (a busy machine: starved) or waited for nothing (a hang); this tells the two apart. Undefined where /proc has no
 * schedstat.
 */
import { readdirSync, readFileSync } from 'node:fs';

export function runQueueWaitMs(): number | undefined {
  try {
    let waitNs = 0;
    for (const task of readdirSync('/proc/self/task')) {
      try {
        waitNs += Number(readFileSync(`/proc/self/task/${task}/schedstat`, 'utf8').split(' ')[1]);
      } catch {
        // The thread ended between the listing and the read.
      }
    }
    return waitNs / 1e6;
  } catch {
    return undefined;
  }
}
