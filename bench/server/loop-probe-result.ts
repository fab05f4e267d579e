/** What bench/server/loop-probe.mjs writes to LOOP_PROBE_FILE. */
export interface LoopProbeResult {
  /** Event-loop delay in ms (monitorEventLoopDelay, resolution 10 ms). */
  delay: { count: number; mean: number; p50: number; p99: number; max: number };
  /**
   * Blocks over 100 ms: when each ended, on the monotonic clock in ms (the clock of the profile's microseconds), and
   * how long it was.
   */
  blocks: { endMs: number; ms: number }[];
  /** The garbage collector's pauses on the main thread over the window, by kind (major, minor, …), ms. */
  collections: Record<string, { count: number; ms: number; longest: number }>;
  /** The main thread's CPU profile over the window (.cpuprofile). */
  profile: unknown;
  /** The server's CPU time (user + system) over the window, ms. */
  cpuMs: number;
}
