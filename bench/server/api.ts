/**
 * API throughput on this machine: a real server (build() on a fresh PGlite folder, or with BENCH_BACKEND=postgres
 * a fresh database on TEST_DATABASE_URL, dropped afterwards) listening on 127.0.0.1 only, driven by autocannon
 * for a few seconds per endpoint. Every figure is also given as a share of /api/health's req/s in the same run,
 * because absolute figures on a shared machine move with its load. The revision data is that of a 45,000-word
 * novel (tests/support/danish-novel.ts) uploaded and analysed first. Bounded: BENCH_SECONDS (default 5, at most
 * 60) per endpoint, BENCH_CONNECTIONS (default 10, at most 100), BENCH_CLIENT_WORKERS (autocannon's threads,
 * default 1; 0 runs it on the server's event loop, as before 2026-11-25). Beside req/s each row gives the server's
 * own CPU time per request (its main thread, from /proc: the server and PGlite run there; autocannon does not),
 * which moves far less with the machine's load than req/s. BENCH_ENDPOINTS=revision,health runs only the endpoints
 * whose name holds one of the words; BENCH_CPU_PROFILE=file.cpuprofile writes a CPU profile of the server's main
 * thread over the endpoints run (open it in Chrome's DevTools). Run: npm run bench -- api
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { configFromEnv } from '../../server/config.ts';
import { danishNovel } from '../../tests/support/danish-novel.ts';
import { waitForRevision } from '../../tests/support/fixtures.ts';
import { uploadForm } from '../../tests/support/multipart.ts';
import { startTestServer, testStorage } from '../../tests/support/test-server.ts';

/** CPU time (user + system, ms) of this process's main thread, where the server runs; 0 where /proc is missing. */
function mainThreadCpuMs(): number {
  try {
    const text = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

const discardBody = fileURLToPath(new URL('./autocannon-discard-body.cjs', import.meta.url));

interface Endpoint {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

/** The models and sections the Læsbarhed page asks for (its definition plus the classifications). */
const readabilityPage =
  'models=AudienceClassification,GenreClassification,Legibility,SimilarBooks&sections=global,parts';

export async function runApiBench(): Promise<void> {
  const seconds = Math.min(60, Number(process.env.BENCH_SECONDS ?? 5));
  const connections = Math.min(100, Number(process.env.BENCH_CONNECTIONS ?? 10));
  const clientWorkers = Math.min(4, Number(process.env.BENCH_CLIENT_WORKERS ?? 1));
  const backend = process.env.BENCH_BACKEND === 'postgres' ? 'postgres' : 'pglite';
  const storage = await testStorage(backend);
  const t = await startTestServer({
    listen: true,
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    analysisThreads: 1,
    // REVISION_CACHE_BYTES=0 measures the answers without the cache, as they were before it.
    revisionCacheBytes: configFromEnv(process.env).revisionCacheBytes,
  });
  try {
    const base = t.config.publicUrl;
    const auth = await t.headers('subscriber');
    await t.server.trialReport.get();
    const novel = danishNovel(45_000);
    const form = uploadForm('roman.txt', new TextEncoder().encode(novel.text), { manuscriptTitle: 'Bench-roman' });
    const uploaded = await t.server.app.inject({
      method: 'POST',
      url: '/api/manuscripts/',
      payload: form.payload,
      headers: { ...auth, ...form.headers },
    });
    if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.body}`);
    const { id, latestRevisionId } = uploaded.json() as { id: number; latestRevisionId: number };
    const revision = await waitForRevision(t.server.database.db, latestRevisionId, 300_000);
    if (revision.status !== 'done') throw new Error(`analysis ${revision.status}: ${revision.failureReason}`);
    const data = `/api/manuscripts/${id}/revisions/${latestRevisionId}/`;
    const brotli = { ...auth, 'accept-encoding': 'br, gzip' };
    const whole = await fetch(`${base}${data}`, { headers: brotli });
    const etag = whole.headers.get('etag') ?? '';

    const endpoints: Endpoint[] = [
      { name: 'health (no database)', path: '/api/health' },
      { name: 'rules (content from the database)', path: '/api/recommendations/rules/' },
      { name: 'trial report, all models', path: '/api/trial-report/' },
      { name: 'author status (token + user)', path: '/api/author/status', headers: auth },
      { name: 'manuscripts page (token + queries)', path: '/api/manuscripts/', headers: auth },
      { name: `revision data, whole book (${novel.words} words), brotli`, path: data, headers: brotli },
      { name: 'revision data, whole book, gzip', path: data, headers: { ...auth, 'accept-encoding': 'gzip' } },
      { name: 'revision data, whole book, uncompressed', path: data, headers: auth },
      {
        name: 'revision data, whole book, If-None-Match (304)',
        path: data,
        headers: { ...brotli, 'if-none-match': etag },
      },
      { name: 'revision data, Læsbarhed page, brotli', path: `${data}?${readabilityPage}`, headers: brotli },
    ];

    const only = (process.env.BENCH_ENDPOINTS ?? '')
      .split(',')
      .map((word) => word.trim().toLowerCase())
      .filter(Boolean);
    // health stays: the shares are against it
    const chosen = endpoints.filter(
      (e, i) => i === 0 || only.length === 0 || only.some((word) => e.name.toLowerCase().includes(word)),
    );
    const profilePath = process.env.BENCH_CPU_PROFILE;
    const inspector = profilePath ? new Session() : undefined;
    if (inspector) {
      inspector.connect();
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.setSamplingInterval', { interval: 200 });
    }

    const cache = configFromEnv(process.env).revisionCacheBytes;
    console.log(
      `Lektør API bench: ${seconds} s per endpoint, ${connections} connections from ${clientWorkers} client thread(s), ${backend}, revision cache ${cache} bytes; ${new Date().toISOString()}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      '| endpoint | req/s | share of health | p50 ms | p99 ms | bytes/req | server CPU µs/req | unexpected status |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    // One untimed second of health first: the figure every share is taken against should not carry the JIT's
    // warm-up of the whole request path (before 2026-11-27 it did, which flattered the shares).
    await autocannon({
      url: `${base}/api/health`,
      connections,
      duration: 1,
      workers: clientWorkers,
      setupClient: discardBody,
    });
    let health = 0;
    for (const endpoint of chosen) {
      const profiling = inspector !== undefined && endpoint !== chosen[0];
      if (profiling) await inspector.post('Profiler.start');
      const cpuBefore = mainThreadCpuMs();
      const result = await autocannon({
        url: `${base}${endpoint.path}`,
        connections,
        duration: seconds,
        headers: endpoint.headers,
        // The load generator in a worker thread of its own: autocannon turns every response body into a string,
        // which on the server's event loop cost more than the server's own work for the whole book.
        workers: clientWorkers,
        setupClient: discardBody,
      });
      const cpuMs = mainThreadCpuMs() - cpuBefore;
      if (profiling) {
        const { profile } = await inspector.post('Profiler.stop');
        const file = profilePath!.replace(/(\.cpuprofile)?$/u, `-${chosen.indexOf(endpoint)}.cpuprofile`);
        writeFileSync(file, JSON.stringify(profile));
      }
      const perSecond = Math.round(result.requests.average);
      const cpuPerRequest = Math.round((cpuMs * 1000) / Math.max(1, result.requests.total));
      if (health === 0) health = perSecond;
      const bytes = Math.round(result.throughput.total / Math.max(1, result.requests.total));
      const share = `${((perSecond / health) * 100).toFixed(0)} %`;
      const notOk = endpoint.headers?.['if-none-match'] ? result['2xx'] + result['4xx'] + result['5xx'] : result.non2xx;
      console.log(
        `| ${endpoint.name} | ${perSecond} | ${share} | ${result.latency.p50} | ${result.latency.p99} | ${bytes} | ${cpuPerRequest} | ${notOk} |`,
      );
    }
    inspector?.disconnect();
  } finally {
    await t.close();
    await storage.dispose();
  }
}
