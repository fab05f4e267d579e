/** A pool of worker threads that run the analysis off the event loop. */
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { AnalysisTaskResult } from './analysis-task.ts';

export interface AnalysisProgress {
  stage: string;
  fraction: number;
}

export interface AnalysisPool {
  analyse(bytes: Uint8Array, fileName: string, onProgress: (p: AnalysisProgress) => void): Promise<AnalysisTaskResult>;
  close(): Promise<void>;
}

export function createAnalysisPool(threads: number): AnalysisPool {
  const pool = new Piscina({
    filename: new URL('./analysis-thread.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, threads),
    idleTimeout: 60_000,
  });
  return {
    async analyse(bytes, fileName, onProgress) {
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (message: AnalysisProgress) => onProgress(message));
      try {
        return (await pool.run({ bytes, fileName, progress: port2 }, { transferList: [port2] })) as AnalysisTaskResult;
      } finally {
        port1.close();
      }
    },
    close: () => pool.destroy(),
  };
}
