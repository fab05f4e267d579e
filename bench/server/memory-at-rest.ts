/**
 * Small at rest (issue 33 point 2): the resident memory of an idle server process, as `npm start` runs it (the API,
 * the embedded database; the analysis and upload-check threads start on demand and end after ANALYSIS_IDLE_SECONDS),
 * read from /proc/<pid>/status (VmRSS and the peak VmHWM) of the real server (`server/main.ts` in a child process on
 * a fresh PGlite folder). Read when it has started and been idle, then after each of BENCH_JOBS (default 2) uploads
 * of a generated Danish .txt of BENCH_UPLOAD_BYTES (default 3,000,000) bytes once its analysis is stored and the
 * process has been idle for BENCH_IDLE_SECONDS (default 15).
 * Run: npm run bench -- memory (BENCH_SOURCE=1: the server from its TypeScript source through tsx, as before)
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { DEFAULT_ANALYSIS_IDLE_SECONDS } from '../../server/config.ts';
import { DEMO_PASSWORD } from '../../server/db/seed-accounts.ts';
import { startChildServer } from '../../tests/support/child-server.ts';
import { danishNovel } from '../../tests/support/danish-novel.ts';
import { loginWithPassword } from '../../tests/support/oidc-login.ts';
import { testStorage } from '../../tests/support/test-server.ts';

/** VmRSS and VmHWM of a process, in MB. */
function residentMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'mu').exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForAnalysis(base: string, auth: Record<string, string>, id: number): Promise<string> {
  const started = Date.now();
  for (;;) {
    const { status } = (await (await fetch(`${base}/api/manuscripts/${id}/`, { headers: auth })).json()) as {
      status: string;
    };
    if (status === 'done' || status === 'failed' || Date.now() - started > 600_000) return status;
    await sleep(500);
  }
}

export async function runMemoryBench(): Promise<void> {
  const jobs = Math.min(5, Number(process.env.BENCH_JOBS ?? 2));
  const size = Number(process.env.BENCH_UPLOAD_BYTES ?? 3_000_000);
  const idleMs = Number(process.env.BENCH_IDLE_SECONDS ?? 15) * 1000;
  const novel = new TextEncoder().encode(danishNovel(Math.ceil(size / 5)).text);
  let end = Math.min(size, novel.byteLength);
  while (end > 0 && (novel[end]! & 0xc0) === 0x80) end--;
  const text = novel.slice(0, end);
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(
    `Lektør memory at rest: ${process.env.BENCH_SOURCE === '1' ? 'server/main.ts (tsx)' : 'the server bundle'} on PGlite, ANALYSIS_THREADS=1, ANALYSIS_IDLE_SECONDS=${process.env.ANALYSIS_IDLE_SECONDS ?? DEFAULT_ANALYSIS_IDLE_SECONDS}, /proc/<pid>/status; ${jobs} uploads of a ` +
      `${text.byteLength}-byte Danish .txt, each read after ${idleMs / 1000} s idle; ${new Date().toISOString()}, load average ${load()}`,
  );
  console.log('| moment | VmRSS MB | VmHWM (peak) MB | load average |');
  console.log('|---|---:|---:|---|');
  const storage = await testStorage('pglite');
  // As `npm start` runs it: the server bundle (build/run.mjs server); BENCH_SOURCE=1 runs server/main.ts through tsx.
  // The server's own ANALYSIS_IDLE_SECONDS (default 10 s), not the tests' warm threads.
  const env = { ANALYSIS_IDLE_SECONDS: process.env.ANALYSIS_IDLE_SECONDS ?? String(DEFAULT_ANALYSIS_IDLE_SECONDS) };
  const child = await startChildServer(
    storage,
    process.env.BENCH_SOURCE === '1' ? { env } : { command: ['build/run.mjs', 'server'], env },
  );
  const pid = child.process.pid!;
  try {
    const base = child.publicUrl;
    // The trial report is made in the background at start (with ANALYSIS_IDLE_SECONDS=0 the threads also warm up).
    await fetch(`${base}/api/trial-report/`);
    await sleep(idleMs);
    const started = residentMb(pid);
    console.log(`| started, idle ${idleMs / 1000} s | ${started.rss} | ${started.peak} | ${load()} |`);
    const { accessToken } = await loginWithPassword(base, 'forfatter@lektor.dk', DEMO_PASSWORD);
    const auth = { authorization: `Bearer ${accessToken}` };
    for (let n = 1; n <= jobs; n++) {
      const form = new FormData();
      form.set('fileType', 'TEXT');
      form.set('manuscriptTitle', `Hukommelse ${n}`);
      form.set('targetAudience', '3');
      form.set('targetGenre', '1');
      form.set('file', new Blob([new Uint8Array(text)], { type: 'text/plain' }), 'hukommelse.txt');
      const response = await fetch(`${base}/api/manuscripts/`, { method: 'POST', headers: auth, body: form });
      if (response.status !== 201) throw new Error(`upload ${n}: ${response.status} ${await response.text()}`);
      const status = await waitForAnalysis(base, auth, ((await response.json()) as { id: number }).id);
      const done = residentMb(pid);
      await sleep(idleMs);
      const idle = residentMb(pid);
      console.log(`| job ${n} ${status}, at once | ${done.rss} | ${done.peak} | ${load()} |`);
      console.log(`| job ${n}, after ${idleMs / 1000} s idle | ${idle.rss} | ${idle.peak} | ${load()} |`);
    }
  } finally {
    await child.crash();
    await storage.dispose();
  }
}
