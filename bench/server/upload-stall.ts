/**
 * Does a large upload stall the server (issue 32 point 3)? The real server (`server/main.ts` in a child process, one
 * analysis thread) on a fresh PGlite folder, and on a fresh PostgreSQL database when TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test) answers. Signed in as the demo author, the bench uploads a generated
 * Danish .txt of BENCH_UPLOAD_BYTES (default 10,000,000) bytes BENCH_UPLOADS times (default 10, at most 20), one
 * after the other, while one client asks GET /api/health again as soon as it has its answer. Every health answer's
 * time is recorded from the first upload's start to the last one's answer: its p50, p99 and longest are what an
 * author waits for anything while someone uploads (the analyses of the uploads run meanwhile in their thread).
 * Run: npm run bench -- upload-stall
 */
import { loadavg } from 'node:os';
import { DEMO_PASSWORD } from '../../server/db/seed-accounts.ts';
import { startChildServer } from '../../tests/support/child-server.ts';
import { danishNovel } from '../../tests/support/danish-novel.ts';
import { loginWithPassword } from '../../tests/support/oidc-login.ts';
import { testStorage } from '../../tests/support/test-server.ts';
import { reachableBackends } from './upload.ts';

/** A Danish text of exactly `size` bytes of UTF-8 (whole characters, so it still decodes). */
function danishTextOfBytes(size: number): Uint8Array {
  const novel = danishNovel(Math.ceil(size / 5));
  let bytes = new TextEncoder().encode(novel.text);
  while (bytes.byteLength < size)
    bytes = new TextEncoder().encode(`${novel.text}\n\n${new TextDecoder().decode(bytes)}`);
  let end = size;
  // Never cut a character of two bytes (æ, ø, å) in half.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.slice(0, end);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface StallFigures {
  uploadsMs: number[];
  healthMs: number[];
  refused: number;
}

async function measure(base: string, auth: Record<string, string>, text: Uint8Array, uploads: number) {
  const figures: StallFigures = { uploadsMs: [], healthMs: [], refused: 0 };
  let uploading = true;
  const poller = (async () => {
    while (uploading) {
      const started = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      figures.healthMs.push(performance.now() - started);
    }
  })();
  try {
    for (let n = 0; n < uploads; n++) {
      const form = new FormData();
      form.set('fileType', 'TEXT');
      form.set('manuscriptTitle', `Stor bench-roman ${n + 1}`);
      form.set('targetAudience', '3');
      form.set('targetGenre', '1');
      form.set('file', new Blob([new Uint8Array(text)], { type: 'text/plain' }), 'stor-roman.txt');
      const started = performance.now();
      const response = await fetch(`${base}/api/manuscripts/`, { method: 'POST', headers: auth, body: form });
      figures.uploadsMs.push(performance.now() - started);
      if (response.status !== 201) {
        figures.refused++;
        console.error(`upload ${n + 1}: ${response.status} ${(await response.text()).slice(0, 200)}`);
      } else await response.arrayBuffer();
    }
  } finally {
    uploading = false;
    await poller;
  }
  return figures;
}

export async function runUploadStallBench(): Promise<void> {
  const uploads = Math.min(20, Number(process.env.BENCH_UPLOADS ?? 10));
  const size = Number(process.env.BENCH_UPLOAD_BYTES ?? 10_000_000);
  const text = danishTextOfBytes(size);
  console.log(
    `Lektør upload-stall bench: ${uploads} uploads of a ${text.byteLength}-byte Danish .txt, one after the other, ` +
      `GET /api/health asked again on every answer meanwhile; ${new Date().toISOString()}, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  console.log(
    '| database | uploads answered (refused) | upload answered ms, median / longest | health answers | health p50 / p99 / longest ms |',
  );
  console.log('|---|---:|---:|---:|---:|');
  const only = process.env.BENCH_BACKEND;
  for (const backend of await reachableBackends()) {
    if (only && only !== backend) continue;
    const storage = await testStorage(backend);
    const child = await startChildServer(storage);
    try {
      const { accessToken } = await loginWithPassword(child.publicUrl, 'forfatter@lektor.dk', DEMO_PASSWORD);
      // The trial report is made in the background at start: wait for it, so that only the uploads are measured.
      await fetch(`${child.publicUrl}/api/trial-report/`);
      const f = await measure(child.publicUrl, { authorization: `Bearer ${accessToken}` }, text, uploads);
      const health = [...f.healthMs].sort((a, b) => a - b);
      const times = [...f.uploadsMs].sort((a, b) => a - b);
      const ms = (value: number) => Math.round(value);
      console.log(
        `| ${backend} | ${uploads - f.refused} (${f.refused}) | ${ms(percentile(times, 50))} / ${ms(times.at(-1) ?? 0)} | ${health.length} | ${ms(percentile(health, 50))} / ${ms(percentile(health, 99))} / ${ms(health.at(-1) ?? 0)} |`,
      );
    } finally {
      await child.crash();
      await storage.dispose();
    }
  }
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}
