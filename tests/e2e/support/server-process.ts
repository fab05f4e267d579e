/**
 * Starts the real product on a free loopback port with a data folder of its own (a copy of the run's migrated
 * database, or empty), exactly as `npm start` does after its build: the compiled server bundle and its compiled
 * threads (`node build/run.mjs server`, which builds the bundle first when it is stale), and stops it. From source
 * (tsx) the browser tests once passed while the bundled print thread never loaded (docs/PERFORMANCE.md, ninth
 * session); LEKTOR_E2E_SOURCE=1 starts `server/main.ts` through tsx instead.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { newDataDir } from '../../support/data-dir.ts';

export interface RunningServer {
  url: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** `npm start`'s command after its web build: the server bundle, built first when missing or stale. */
export const productCommand = ['build/run.mjs', 'server'];

export interface StartServerOptions {
  /** Start on an empty data folder, as a first `npm start` does, instead of a copy of the run's migrated database. */
  emptyDataDir?: boolean;
  /** Start on this data folder (a product started again on what an earlier one stored); stop() leaves it. */
  dataDir?: string;
  /** Listen on this port (a product started again where the stored sign-in configuration expects it). */
  port?: number;
  /** How long to wait for the health answer (default 150 s, within the e2e hook time-out of 180 s). */
  startTimeoutMs?: number;
}

export async function startServer(
  env: Record<string, string> = {},
  { emptyDataDir = false, dataDir: givenDataDir, port: givenPort, startTimeoutMs = 150_000 }: StartServerOptions = {},
): Promise<RunningServer> {
  const port = givenPort ?? (await freePort());
  const dataDir = givenDataDir ?? newDataDir('lektor-e2e-', { empty: emptyDataDir });
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const command = process.env.LEKTOR_E2E_SOURCE === '1' ? ['--import', 'tsx', 'server/main.ts'] : productCommand;
  const child: ChildProcess = spawn(process.execPath, command, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    log += chunk;
  });
  // A test or bench process that ends without stopping it (a crash, an unhandled rejection) takes the product
  // with it: a bench run that crashed had left its product running, and the next runs measured beside it.
  const killWithUs = () => child.kill('SIGKILL');
  process.once('exit', killWithUs);
  const stop = async () => {
    process.off('exit', killWithUs);
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  // A fresh embedded database takes seconds on a quiet machine and far longer on a busy one: wait for the health
  // answer (by default within the e2e hook time-out, 180 s).
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, dataDir, output: () => log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`server did not start in time:\n${log}`);
}
