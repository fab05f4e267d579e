/**
 * Upload to report: the real server (`server/main.ts` in a child process, one analysis thread) on a fresh PGlite
 * folder, and on a fresh PostgreSQL database when TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
 * answers. The bench signs in through the built-in provider's login, uploads a generated 100,000-word .docx and
 * times upload → every model stored (the manuscript's status polled every 100 ms, as the app does), twice: first on
 * the fresh server's cold analysis thread, then on the warm one. Meanwhile autocannon asks GET /api/author/status;
 * its p99 during each analysis is set against its p99 idle, measured first in the same run, because absolute
 * figures on a shared machine move with its load. Bounded: BENCH_SECONDS (default 5, at most 60) idle,
 * BENCH_CONNECTIONS (default 4, at most 100), 300 s per analysis.
 * Run: npm run bench -- upload
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../server/db/seed-accounts.ts';
import { buildDocx, chaptersOf } from '../../tests/fixtures/manuscripts/generate.ts';
import { startChildServer } from '../../tests/support/child-server.ts';
import { danishNovel } from '../../tests/support/danish-novel.ts';
import { loginWithPassword } from '../../tests/support/oidc-login.ts';
import { type Backend, testStorage } from '../../tests/support/test-server.ts';

const POSTGRES_DEFAULT = 'postgres://postgres@127.0.0.1:5432/test';

/** PGlite always; PostgreSQL when its server answers. */
export async function reachableBackends(): Promise<Backend[]> {
  process.env.TEST_DATABASE_URL ??= POSTGRES_DEFAULT;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return ['pglite', 'postgres'];
  } catch {
    return ['pglite'];
  }
}

interface UploadFigures {
  uploadMs: number;
  reportMs: number;
  busyP99: number;
  busyP50: number;
  busyRequests: number;
  failedRequests: number;
}

/** One upload, timed to every model stored, with autocannon on author/status meanwhile. */
async function uploadToReport(
  base: string,
  auth: Record<string, string>,
  docx: Uint8Array,
  connections: number,
): Promise<UploadFigures> {
  const busy = autocannon({ url: `${base}/api/author/status`, connections, duration: 300, headers: auth });
  const form = new FormData();
  form.set('fileType', 'DOCX');
  form.set('manuscriptTitle', 'Bench-roman');
  form.set('targetAudience', '3');
  form.set('targetGenre', '1');
  form.set('file', new Blob([new Uint8Array(docx)]), 'bench-roman.docx');
  const started = performance.now();
  const upload = await fetch(`${base}/api/manuscripts/`, { method: 'POST', headers: auth, body: form });
  const uploadMs = performance.now() - started;
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  const { id } = (await upload.json()) as { id: number };
  let status = 'queued';
  while (status !== 'done' && status !== 'failed' && performance.now() - started < 300_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await fetch(`${base}/api/manuscripts/${id}/`, { headers: auth });
    status = ((await response.json()) as { status: string }).status;
  }
  const reportMs = performance.now() - started;
  busy.stop();
  const during = await busy;
  if (status !== 'done') throw new Error(`the analysis ended ${status}`);
  return {
    uploadMs,
    reportMs,
    busyP99: during.latency.p99,
    busyP50: during.latency.p50,
    busyRequests: during.requests.total,
    failedRequests: during.non2xx,
  };
}

/**
 * A fresh server: author/status idle, then two uploads of the same book, the first on a cold analysis thread (its
 * lexicons load first) and the second on the warm one.
 */
async function measure(backend: Backend, docx: Uint8Array, seconds: number, connections: number) {
  const storage = await testStorage(backend);
  const child = await startChildServer(storage);
  try {
    const base = child.publicUrl;
    const { accessToken } = await loginWithPassword(base, 'forfatter@lektor.dk', DEMO_PASSWORD);
    const auth = { authorization: `Bearer ${accessToken}` };
    // The trial report is produced in the background at start: wait for it, so that only the upload is analysed.
    await fetch(`${base}/api/trial-report/`);
    const idle = await autocannon({ url: `${base}/api/author/status`, connections, duration: seconds, headers: auth });
    const cold = await uploadToReport(base, auth, docx, connections);
    const warm = await uploadToReport(base, auth, docx, connections);
    return { idleP99: idle.latency.p99, idleFailed: idle.non2xx, cold, warm };
  } finally {
    await child.crash();
    await storage.dispose();
  }
}

export async function runUploadBench(): Promise<void> {
  const seconds = Math.min(60, Number(process.env.BENCH_SECONDS ?? 5));
  const connections = Math.min(100, Number(process.env.BENCH_CONNECTIONS ?? 4));
  const novel = danishNovel(100_000);
  const docx = buildDocx(chaptersOf(novel.text));
  console.log(
    `Lektør upload bench: a ${novel.words}-word .docx (${docx.byteLength} bytes), one analysis thread, ` +
      `GET /api/author/status with ${connections} connections (${seconds} s idle, then during the analysis); ` +
      `${new Date().toISOString()}, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  console.log(
    '| database | analysis thread | upload answered ms | upload → all models stored ms | status p99 idle ms | status p50 / p99 during ms | p99 ratio | requests during | non-2xx |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const backend of await reachableBackends()) {
    const { idleP99, idleFailed, cold, warm } = await measure(backend, docx, seconds, connections);
    for (const [thread, f] of [
      ['first after start', cold],
      ['second', warm],
    ] as const) {
      const ratio = (f.busyP99 / Math.max(1, idleP99)).toFixed(1);
      console.log(
        `| ${backend} | ${thread} | ${Math.round(f.uploadMs)} | ${Math.round(f.reportMs)} | ${idleP99} | ${f.busyP50} / ${f.busyP99} | ${ratio} | ${f.busyRequests} | ${f.failedRequests + idleFailed} |`,
      );
    }
  }
}
