import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectGarbage, IDLE_COLLECTION_DELAY_MS, idleCollection } from './idle-collection.ts';

describe('collectGarbage', () => {
  it('collects what nothing refers to any more, without --expose-gc on the command line', async () => {
    let dropped: WeakRef<object> | undefined;
    (() => {
      dropped = new WeakRef({ payload: new Array(100_000).fill('lektør') });
    })();
    // A WeakRef's target is kept until the current job ends.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(dropped?.deref()).toBeUndefined();
    // Twice: gc() is taken once and kept.
    expect(() => collectGarbage()).not.toThrow();
  });
});

describe('idleCollection', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once, after the delay since the last piece of work', () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const idle = idleCollection({ collect });
    idle.workEnded();
    vi.advanceTimersByTime(IDLE_COLLECTION_DELAY_MS - 1);
    idle.workEnded();
    vi.advanceTimersByTime(IDLE_COLLECTION_DELAY_MS - 1);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(idle.collections()).toBe(1);
    vi.advanceTimersByTime(10 * IDLE_COLLECTION_DELAY_MS);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('waits while requests come, and starts no collection for a request alone', () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const idle = idleCollection({ collect });
    idle.requestCame();
    vi.advanceTimersByTime(10 * IDLE_COLLECTION_DELAY_MS);
    expect(collect).not.toHaveBeenCalled();
    idle.workEnded();
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(IDLE_COLLECTION_DELAY_MS - 1);
      idle.requestCame();
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_COLLECTION_DELAY_MS);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('collects nothing once stopped', () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const idle = idleCollection({ delayMs: 10, collect });
    idle.workEnded();
    idle.stop();
    vi.advanceTimersByTime(1_000);
    expect(collect).not.toHaveBeenCalled();
    expect(idle.collections()).toBe(0);
  });
});
