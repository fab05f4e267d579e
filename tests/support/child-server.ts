/** `server/main.ts` in a child process (as `npm start` runs it, without the web app), for crash tests. */
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { freePort } from './test-server.ts';

export interface ChildServer {
  publicUrl: string;
  process: ChildProcess;
  /** Kills the process at once (SIGKILL), as a crash would. */
  crash(): Promise<void>;
}

/**
 * `extra.command`: node's arguments for the product (default: the TypeScript source through tsx;
 * `['build/run.mjs', 'server']` runs the bundle); `extra.imports`: more modules to load first (`--import`, e.g. a
 * bench's probe; only with the source); `extra.env`: more environment.
 */
export async function startChildServer(
  storage: { dataDir?: string; databaseUrl?: string },
  extra: { command?: readonly string[]; imports?: string[]; env?: Record<string, string> } = {},
): Promise<ChildServer> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const imports = ['tsx', ...(extra.imports ?? [])].flatMap((module) => ['--import', module]);
  const command = extra.command ?? [...imports, 'server/main.ts'];
  // CHILD_SERVER_LOG=FILE: the server's log (level info) is appended to FILE, to see why a bench's job failed.
  const logFile = process.env.CHILD_SERVER_LOG;
  const child = spawn(process.execPath, [...command], {
    env: {
      ...process.env,
      // Warm threads as in startTestServer (a bench passes its own ANALYSIS_IDLE_SECONDS in extra.env).
      ANALYSIS_IDLE_SECONDS: '0',
      ...extra.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATA_DIR: storage.dataDir ?? '',
      DATABASE_URL: storage.databaseUrl ?? '',
      WEB_DIR: '',
      LOG_LEVEL: logFile ? 'info' : 'silent',
      ANALYSIS_THREADS: '1',
    },
    stdio: ['ignore', logFile ? openSync(logFile, 'a') : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr.slice(-500)}`);
    try {
      if ((await fetch(`${publicUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    publicUrl,
    process: child,
    async crash() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** `server/worker-main.ts` (`npm run worker`) in a child process on a PostgreSQL database. */
export function startChildWorker(databaseUrl: string): { stop(): Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker-main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ANALYSIS_THREADS: '1' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
