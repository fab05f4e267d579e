/**
 * Loaded into the server's process by the upload-stall bench only (`--import`, with LOOP_PROBE_FILE set): the
 * server's own event-loop delay (perf_hooks.monitorEventLoopDelay), every block of the loop over 100 ms, and a CPU
 * profile of the main thread over the same window, to name what ran in each block. The first SIGUSR2 starts the
 * window, the second writes LOOP_PROBE_FILE (JSON, loop-probe-result.ts) and ends it. The product never loads it.
 *
 * Plain JavaScript: the server's worker threads inherit its `--import` flags, and a thread cannot load a TypeScript
 * file before tsx's hooks are in place in it (ERR_UNKNOWN_FILE_EXTENSION: the pools' threads failed to start and
 * every analysis of the bench timed out). In a thread the probe does nothing.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.LOOP_PROBE_FILE;
// LOOP_PROBE_PROFILE=0: no CPU profile (the blocks are not named), to see the loop without the profiler's sampling.
const profiling = process.env.LOOP_PROBE_PROFILE !== '0';
const TICK_MS = 10;
const BLOCK_MS = 100;

if (file && isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: TICK_MS });
  const session = new Session();
  session.connect();
  /** @type {{ endMs: number; ms: number }[]} */
  let blocks = [];
  const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
  let last = monotonicMs();
  /** @type {{ cpu: NodeJS.CpuUsage } | undefined} */
  let started;
  /** @type {Record<string, { count: number; ms: number; longest: number }>} */
  let collections = {};
  const kinds = {
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
  };
  // The collector's pauses on this thread, by kind: what the profile calls "(garbage collector)".
  new PerformanceObserver((list) => {
    if (!started) return;
    for (const entry of list.getEntries()) {
      const kind = kinds[/** @type {{ kind: number }} */ (entry.detail).kind] ?? 'other';
      collections[kind] ??= { count: 0, ms: 0, longest: 0 };
      const seen = collections[kind];
      seen.count++;
      seen.ms += entry.duration;
      seen.longest = Math.max(seen.longest, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  setInterval(() => {
    const now = monotonicMs();
    const late = now - last - TICK_MS;
    if (started && late > BLOCK_MS) blocks.push({ endMs: now, ms: late });
    last = now;
  }, TICK_MS).unref();
  const ms = (/** @type {number} */ ns) => ns / 1e6;
  process.on('SIGUSR2', () => {
    void (async () => {
      if (!started) {
        if (profiling) {
          await session.post('Profiler.enable');
          await session.post('Profiler.setSamplingInterval', { interval: 1000 });
          await session.post('Profiler.start');
        }
        histogram.reset();
        histogram.enable();
        blocks = [];
        collections = {};
        // Starting the profiler logs all code on this thread (seconds): a block of the probe's own, not counted.
        last = monotonicMs();
        started = { cpu: process.cpuUsage() };
        return;
      }
      // The window ends here: stopping the profiler builds the profile on this thread, a block of the probe's own.
      const cpu = process.cpuUsage(started.cpu);
      started = undefined;
      histogram.disable();
      const { profile } = profiling
        ? await session.post('Profiler.stop')
        : { profile: { nodes: [], samples: [], timeDeltas: [], startTime: 0, endTime: 0 } };
      /** @type {import('./loop-probe-result.ts').LoopProbeResult} */
      const result = {
        delay: {
          count: histogram.count,
          mean: ms(histogram.mean),
          p50: ms(histogram.percentile(50)),
          p99: ms(histogram.percentile(99)),
          max: ms(histogram.max),
        },
        blocks,
        collections,
        profile,
        cpuMs: (cpu.user + cpu.system) / 1000,
      };
      writeFileSync(file, JSON.stringify(result));
    })();
  });
}
