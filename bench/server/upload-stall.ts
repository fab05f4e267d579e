/**
 * Does a large upload stall the server (issue 32 point 3)? The real server (`server/main.ts` in a child process, one
 * analysis thread) on a fresh PGlite folder, and on a fresh PostgreSQL database when TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test) answers. Signed in as the demo author, the bench uploads a generated
 * Danish .txt of BENCH_UPLOAD_BYTES (default 10,000,000) bytes BENCH_UPLOADS times (default 10, at most 20), one
 * after the other, while one client asks GET /api/health again as soon as it has its answer. Every health answer's
 * time is recorded from the first upload's start to the last one's answer: its p50, p99 and longest are what an
 * author waits for anything while someone uploads (the analyses of the uploads run meanwhile in their thread).
 * Inside the server, loop-probe.mjs measures the event loop's own delay over the same window and profiles the main
 * thread; every block over 100 ms is named by what ran in it (loop-blocks.ts).
 * Run: npm run bench -- upload-stall
 * LOOP_PROBE_PROFILE=0: the same without the CPU profile (the probe's sampling costs the loop; blocks are not named).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../server/db/seed-accounts.ts';
import { type ChildServer, startChildServer } from '../../tests/support/child-server.ts';
import { danishNovel } from '../../tests/support/danish-novel.ts';
import { loginWithPassword } from '../../tests/support/oidc-login.ts';
import { testStorage } from '../../tests/support/test-server.ts';
import { type CpuProfile, namedSamples, whatRan } from './loop-blocks.ts';
import type { LoopProbeResult } from './loop-probe-result.ts';
import { reachableBackends } from './upload.ts';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Asks the probe in the server for its figures (the second SIGUSR2) and waits for the file. */
async function probeResult(child: ChildServer, file: string) {
  child.process.kill('SIGUSR2');
  for (let waited = 0; !existsSync(file); waited += 100) {
    if (waited > 120_000) throw new Error('the loop probe wrote nothing');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  return JSON.parse(readFileSync(file, 'utf8')) as LoopProbeResult;
}

/** The event-loop figures, and the longest blocks with what ran in them. */
function printLoop(backend: string, probe: LoopProbeResult): void {
  const d = probe.delay;
  const samples = namedSamples(probe.profile as CpuProfile);
  const blocks = [...probe.blocks].sort((a, b) => b.ms - a.ms);
  console.log(
    `\n${backend}: event-loop delay in the server p50 ${d.p50.toFixed(0)} / p99 ${d.p99.toFixed(0)} / max ${d.max.toFixed(0)} ms ` +
      `(${d.count} samples); ${blocks.length} blocks over 100 ms, ${Math.round(blocks.reduce((a, b) => a + b.ms, 0))} ms in all; ` +
      `server CPU over the window ${Math.round(probe.cpuMs)} ms`,
  );
  const all = new Map<string, number>();
  for (const block of blocks) {
    for (const { name, share } of whatRan(samples, block.endMs - block.ms, block.endMs, 5))
      all.set(name, (all.get(name) ?? 0) + share * block.ms);
  }
  console.log(
    `garbage collector's pauses: ${Object.entries(probe.collections ?? {})
      .map(([kind, c]) => `${kind} ${c.count}× (${Math.round(c.ms)} ms, longest ${Math.round(c.longest)} ms)`)
      .join('; ')}`,
  );
  console.log('what ran in the blocks, by block time (ms):');
  for (const [name, ms] of [...all].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${Math.round(ms)}  ${name}`);
  console.log('the 8 longest blocks:');
  for (const block of blocks.slice(0, 8)) {
    const ran = whatRan(samples, block.endMs - block.ms, block.endMs)
      .map(({ name, share }) => `${Math.round(share * 100)} % ${name}`)
      .join('; ');
    console.log(`  ${Math.round(block.ms)} ms: ${ran || '(no sample: the process had no core)'}`);
  }
}

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

/**
 * Waits until no manuscript of the author has a revision queued or being analysed, at most BENCH_ANALYSES_WAIT_S
 * seconds (default 1,800; 0: not at all); false when some were still running.
 */
async function untilAnalysed(base: string, auth: () => Promise<Record<string, string>>): Promise<boolean> {
  const waitMs = Number(process.env.BENCH_ANALYSES_WAIT_S ?? 1_800) * 1000;
  for (const started = Date.now(); Date.now() - started < waitMs; ) {
    const page = (await authorManuscripts(base, auth)) as { items: { status: string }[] };
    if (!page.items.some((m) => m.status === 'queued' || m.status === 'analysing')) return true;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  return false;
}

/** The author's first 100 manuscripts; any answer but 200 ends the bench with its status and text. */
async function authorManuscripts(base: string, auth: () => Promise<Record<string, string>>): Promise<unknown> {
  const answer = await fetch(`${base}/api/manuscripts/?pageSize=100`, { headers: await auth() });
  if (!answer.ok) throw new Error(`manuscripts: ${answer.status} ${(await answer.text()).slice(0, 200)}`);
  return answer.json();
}

/** The author's manuscripts by status, with the reasons of the failed ones. */
async function statuses(base: string, auth: () => Promise<Record<string, string>>): Promise<string> {
  const page = (await authorManuscripts(base, auth)) as {
    items: { status: string; failureReason?: string | null }[];
  };
  return page.items.map((m) => m.status + (m.failureReason ? ` (${m.failureReason})` : '')).join(', ');
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
  const loops: [string, LoopProbeResult][] = [];
  const loopNotes: string[] = [];
  for (const backend of await reachableBackends()) {
    if (only && only !== backend) continue;
    const storage = await testStorage(backend);
    const probeDir = mkdtempSync(join(tmpdir(), 'lektor-loop-probe-'));
    const probeFile = join(probeDir, 'probe.json');
    const child = await startChildServer(storage, {
      imports: ['./bench/server/loop-probe.mjs'],
      env: { LOOP_PROBE_FILE: probeFile },
    });
    try {
      const { accessToken } = await loginWithPassword(child.publicUrl, 'forfatter@lektor.dk', DEMO_PASSWORD);
      const signedInAt = Date.now();
      // The trial report is made in the background at start: wait for it, so that only the uploads are measured.
      await fetch(`${child.publicUrl}/api/trial-report/`);
      child.process.kill('SIGUSR2');
      const f = await measure(child.publicUrl, { authorization: `Bearer ${accessToken}` }, text, uploads);
      // The analyses of the last uploads may still run: wait for them, as their results are stored on the loop.
      // An access token lives minutes: a long wait signs in again when its token is older than 4 minutes.
      let token = { header: { authorization: `Bearer ${accessToken}` }, at: signedInAt };
      const auth = async () => {
        if (Date.now() - token.at > 240_000) {
          const fresh = await loginWithPassword(child.publicUrl, 'forfatter@lektor.dk', DEMO_PASSWORD);
          token = { header: { authorization: `Bearer ${fresh.accessToken}` }, at: Date.now() };
        }
        return token.header;
      };
      const analysed = await untilAnalysed(child.publicUrl, auth);
      loopNotes.push(
        `${backend}: analyses ${analysed ? 'ended' : 'still running'} when the window closed: ${await statuses(child.publicUrl, auth)}`,
      );
      loops.push([backend, await probeResult(child, probeFile)]);
      const health = [...f.healthMs].sort((a, b) => a - b);
      const times = [...f.uploadsMs].sort((a, b) => a - b);
      const ms = (value: number) => Math.round(value);
      console.log(
        `| ${backend} | ${uploads - f.refused} (${f.refused}) | ${ms(percentile(times, 50))} / ${ms(times.at(-1) ?? 0)} | ${health.length} | ${ms(percentile(health, 50))} / ${ms(percentile(health, 99))} / ${ms(health.at(-1) ?? 0)} |`,
      );
    } finally {
      await child.crash();
      await storage.dispose();
      rmSync(probeDir, { recursive: true, force: true });
    }
  }
  for (const [backend, probe] of loops) printLoop(backend, probe);
  for (const note of loopNotes) console.log(note);
  console.log(`load average after: ${load()}`);
}
