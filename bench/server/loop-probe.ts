/**
 * Loaded into the server's process by the upload-stall bench only (`--import`, with LOOP_PROBE_FILE set): the
 * server's own event-loop delay (perf_hooks.monitorEventLoopDelay), every block of the loop over 100 ms, and a CPU
 * profile of the main thread over the same window, to name what ran in each block. The first SIGUSR2 starts the
 * window, the second writes LOOP_PROBE_FILE (JSON) and ends it. The product never loads this file.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOP_PROBE_FILE;
const TICK_MS = 10;
const BLOCK_MS = 100;

export interface LoopProbeResult {
  /** Event-loop delay in ms (monitorEventLoopDelay, resolution 10 ms). */
  delay: { count: number; mean: number; p50: number; p99: number; max: number };
  /**
   * Blocks over 100 ms: when each ended, on the monotonic clock in ms (the clock of the profile's microseconds), and
   * how long it was.
   */
  blocks: { endMs: number; ms: number }[];
  /** The main thread's CPU profile over the window (.cpuprofile). */
  profile: unknown;
  /** The server's CPU time (user + system) over the window, ms. */
  cpuMs: number;
}

if (file) {
  const histogram = monitorEventLoopDelay({ resolution: TICK_MS });
  const session = new Session();
  session.connect();
  let blocks: LoopProbeResult['blocks'] = [];
  const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
  let last = monotonicMs();
  let started: { cpu: NodeJS.CpuUsage } | undefined;
  setInterval(() => {
    const now = monotonicMs();
    const late = now - last - TICK_MS;
    if (started && late > BLOCK_MS) blocks.push({ endMs: now, ms: late });
    last = now;
  }, TICK_MS).unref();
  const ms = (ns: number) => ns / 1e6;
  process.on('SIGUSR2', () => {
    void (async () => {
      if (!started) {
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 1000 });
        await session.post('Profiler.start');
        histogram.reset();
        histogram.enable();
        blocks = [];
        // Starting the profiler logs all code on this thread (seconds): a block of the probe's own, not counted.
        last = monotonicMs();
        started = { cpu: process.cpuUsage() };
        return;
      }
      // The window ends here: stopping the profiler builds the profile on this thread, a block of the probe's own.
      const cpu = process.cpuUsage(started.cpu);
      started = undefined;
      histogram.disable();
      const { profile } = await session.post('Profiler.stop');
      const result: LoopProbeResult = {
        delay: {
          count: histogram.count,
          mean: ms(histogram.mean),
          p50: ms(histogram.percentile(50)),
          p99: ms(histogram.percentile(99)),
          max: ms(histogram.max),
        },
        blocks,
        profile,
        cpuMs: (cpu.user + cpu.system) / 1000,
      };
      writeFileSync(file, JSON.stringify(result));
    })();
  });
}
