/**
 * Scale-out on PostgreSQL: N `server/worker-main.ts` processes (`npm run worker`, ANALYSIS_THREADS=1 each) share
 * one pg-boss queue. For each N a fresh database (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
 * dropped afterwards) gets an API server without analysis threads (in this process, uploads through inject()); the
 * N workers are started and the bench waits until each has said it is ready, lets each analyse one manuscript
 * (untimed warm-up: the lexicons load in every thread), then uploads K equal manuscripts (a generated Danish novel
 * as .txt) and times the first upload → the last revision done. Manuscripts per minute
 * for each N, and the ratio to N = 1 measured in the same run (absolute figures move with the machine's load).
 * Bounded: BENCH_WORKERS (default "1,2"; each at most 16), BENCH_MANUSCRIPTS (K, default 8, at most 100),
 * BENCH_WORDS (default 40,000), 600 s per N. Run: npm run bench -- workers
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { inArray } from 'drizzle-orm';
import { revisions } from '../../server/db/schema.ts';
import { danishNovel } from '../../tests/support/danish-novel.ts';
import { uploadForm } from '../../tests/support/multipart.ts';
import { startTestServer } from '../../tests/support/test-server.ts';
import { reachableBackends } from './upload.ts';

/** Starts a worker process and resolves when it has registered on the queue. */
function startWorker(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker-main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ANALYSIS_THREADS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('analysis worker started')) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += String(chunk);
    });
    child.once('exit', (code) => reject(new Error(`worker exited (${code}): ${output.slice(-500)}`)));
  });
}

async function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

/** Manuscripts per minute of `workers` processes, from the first upload to the last revision done. */
async function throughput(workers: number, manuscripts: number, text: Uint8Array): Promise<number> {
  const api = await startTestServer({ backend: 'postgres', analysisThreads: 0 });
  const children: ChildProcess[] = [];
  try {
    const author = await api.createAuthor('skalering@lektor.dk', {
      subscription: 'STANDARD',
      uploads: manuscripts + workers,
    });
    const auth = { authorization: `Bearer ${await api.tokenFor(author.subject)}` };
    children.push(...(await Promise.all(Array.from({ length: workers }, () => startWorker(api.config.databaseUrl!)))));
    const db = api.server.database.db;
    const upload = async (count: number, title: string) => {
      const ids: number[] = [];
      for (let i = 0; i < count; i++) {
        const form = uploadForm('roman.txt', text, { manuscriptTitle: `${title} ${i + 1}` });
        const response = await api.server.app.inject({
          method: 'POST',
          url: '/api/manuscripts/',
          payload: form.payload,
          headers: { ...auth, ...form.headers },
        });
        if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
        ids.push(response.json().latestRevisionId);
      }
      return ids;
    };
    const allDone = async (ids: number[]) => {
      const since = performance.now();
      for (;;) {
        const rows = await db.select({ status: revisions.status }).from(revisions).where(inArray(revisions.id, ids));
        if (rows.some((row) => row.status === 'failed')) throw new Error('an analysis failed');
        if (rows.every((row) => row.status === 'done')) return;
        if (performance.now() - since > 600_000) throw new Error('the queue was not done within 600 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    // Warm-up, untimed: one manuscript per worker (a busy worker takes no second job, so each gets one), which
    // loads the lexicons in every worker's thread.
    await allDone(await upload(workers, 'Opvarmning'));
    const started = performance.now();
    await allDone(await upload(manuscripts, 'Roman'));
    return manuscripts / ((performance.now() - started) / 60_000);
  } finally {
    await Promise.all(children.map(stopWorker));
    await api.close();
  }
}

export async function runWorkersBench(): Promise<void> {
  if (!(await reachableBackends()).includes('postgres')) {
    console.log('The workers bench needs PostgreSQL: set TEST_DATABASE_URL to a server it may create databases on.');
    process.exitCode = 1;
    return;
  }
  const counts = (process.env.BENCH_WORKERS ?? '1,2').split(',').map((n) => Math.min(16, Math.max(1, Number(n))));
  const manuscripts = Math.min(100, Math.max(1, Number(process.env.BENCH_MANUSCRIPTS ?? 8)));
  const novel = danishNovel(Number(process.env.BENCH_WORDS ?? 40_000));
  const text = new TextEncoder().encode(novel.text);
  console.log(
    `Lektør workers bench: ${manuscripts} manuscripts of ${novel.words} words (.txt) per run, ` +
      `N worker processes with one analysis thread each, PostgreSQL; ${new Date().toISOString()}, ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  console.log('| worker processes | manuscripts per minute | ratio to one worker | ratio / N |');
  console.log('|---:|---:|---:|---:|');
  let one = 0;
  for (const workers of counts) {
    const perMinute = await throughput(workers, manuscripts, text);
    if (one === 0) one = perMinute / workers;
    const ratio = perMinute / one;
    console.log(`| ${workers} | ${perMinute.toFixed(1)} | ${ratio.toFixed(2)} | ${(ratio / workers).toFixed(2)} |`);
  }
}
