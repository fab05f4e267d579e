/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Worker threads that generate the load (0: on the calling thread). */
    workers?: number;
    /** A module path (with workers) or function called with each client. */
    setupClient?: string | ((client: unknown) => void);
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }
  /** The run; stop() ends it early (the promise then gives the figures so far). */
  export default function autocannon(options: Options): Promise<Result> & { stop(): void };
}
