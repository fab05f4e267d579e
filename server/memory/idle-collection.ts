/**
 * A full garbage collection when the process falls idle after a burst of work: the start's seeding, the trial
 * report stored, an analysis' results stored. V8 collects its old generation only when the program goes on
 * allocating, and an idle server allocates almost nothing, so what a burst left stays resident for good: about
 * 50 MB of a first start's library seed, measured 60 s after start (docs/PERFORMANCE.md, sixth session).
 *
 * Node offers gc() only under --expose-gc. The flag is turned on here at run time; it applies to contexts made after
 * it, so gc() is taken from a new context (the collection is the whole isolate's all the same).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * How long after the last piece of work the collection waits (work that comes in between postpones it): longer
 * than V8's 5 s window of allocation throughput, so that the young generation is found idle and shrunk too.
 */
export const IDLE_COLLECTION_DELAY_MS = 8_000;

let fullCollection: (() => void) | undefined;

/**
 * V8's full collection, compacting: every page with free space is evacuated, so that the pages the garbage was
 * spread over are given back (a plain gc() leaves them to V8's heuristics: about half the old generation stayed
 * committed and empty after a first start). V8 reads the flag at each collection; it is on only for this one.
 * When allocation has been low for a while, V8 also shrinks the young generation back at the end of it.
 */
export function collectGarbage(): void {
  if (!fullCollection) {
    setFlagsFromString('--expose-gc');
    fullCollection = runInNewContext('gc') as () => void;
  }
  setFlagsFromString('--compact-on-every-full-gc');
  try {
    fullCollection();
  } finally {
    setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

export interface IdleCollection {
  /** A piece of work ended: collect once nothing else has ended, and no request has come, for the delay. */
  workEnded(): void;
  /**
   * A request came: a collection still to come waits for the delay again (none is started by it). The collection
   * holds the event loop for its whole length (0.35 s after a 10,000,000-byte upload, issue 32 point 3), so it is
   * made only when no one has asked the server anything for the delay; a server that is asked all the time leaves
   * its old generation to V8, as any server does.
   */
  requestCame(): void;
  /** Collections made so far. */
  collections(): number;
  stop(): void;
}

/**
 * Collects IDLE_COLLECTION_DELAY_MS (or `delayMs`) after the last `workEnded()` or, when later, the last
 * `requestCame()` after it; never holds the process open.
 */
export function idleCollection({ delayMs = IDLE_COLLECTION_DELAY_MS, collect = collectGarbage } = {}): IdleCollection {
  let timer: NodeJS.Timeout | undefined;
  let made = 0;
  // When the last request came: a request only notes the time (it runs on every request), the timer looks at it.
  let lastRequestAt = Number.NEGATIVE_INFINITY;
  const wait = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const quietFor = Date.now() - lastRequestAt;
      if (quietFor < delayMs) {
        wait(delayMs - quietFor);
        return;
      }
      timer = undefined;
      made++;
      collect();
    }, ms);
    timer.unref();
  };
  return {
    workEnded: () => wait(delayMs),
    requestCame() {
      lastRequestAt = Date.now();
    },
    collections: () => made,
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
