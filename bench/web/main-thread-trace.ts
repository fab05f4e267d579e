/**
 * What the page's main thread did, by Chromium's own names (a DevTools trace): the part of a CPU profile that is
 * "(program)" and of Performance.getMetrics that is neither script, style nor layout (paint, compositing, HTML
 * parsing, garbage collection, tasks of the browser's own) is named here. Used by the profile bench
 * (BENCH_PROFILE_TRACE=1): each page's trace events on the renderer's main thread, summed by name as self time
 * (an event's duration less that of the events inside it), in the throttled browser's milliseconds.
 */
import type { CDPSession } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink',
  'cc',
  'gpu',
  'loading',
  'disabled-by-default-v8.compile',
].join(',');

/** Records a trace of the browser while `work` runs and answers its events. */
export async function traced(cdp: CDPSession, work: () => Promise<unknown>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // The protocol types an event's fields as strings; Chromium sends numbers for ts, dur, pid and tid.
  const collect = (data: { value: Record<string, unknown>[] }) => {
    events.push(...(data.value as unknown as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  try {
    await work();
  } finally {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/** The renderer main threads' complete events, summed by name as self time, the largest first. */
export function mainThreadSelfTime(events: TraceEvent[], top = 25): string {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.dur === undefined || !mainThreads.has(key)) continue;
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  }
  const selfMs = new Map<string, number>();
  let total = 0;
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    // A stack of the events still open: a child's time is taken from its parent's self time.
    const open: { end: number; name: string }[] = [];
    for (const e of list) {
      while (open.length > 0 && open[open.length - 1]!.end <= e.ts) open.pop();
      const dur = (e.dur ?? 0) / 1000;
      const parent = open[open.length - 1];
      if (parent) selfMs.set(parent.name, (selfMs.get(parent.name) ?? 0) - dur);
      else total += dur;
      selfMs.set(e.name, (selfMs.get(e.name) ?? 0) + dur);
      open.push({ end: e.ts + (e.dur ?? 0), name: e.name });
    }
  }
  return `main thread, top-level events ${total.toFixed(0)} ms; self time by event:\n${shareRows(selfMs, total, top)}`;
}

/** The `top` largest of `map`'s milliseconds, a line each with its share of `total` (the profile bench's tables). */
export function shareRows(map: Map<string, number>, total: number, top: number): string {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `  ${ms.toFixed(0).padStart(7)} ms  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');
}
