/**
 * API throughput on this machine: a real server (build() on a fresh PGlite folder, or with BENCH_BACKEND=postgres
 * a fresh database on TEST_DATABASE_URL, dropped afterwards) listening on 127.0.0.1 only, driven by autocannon
 * for a few seconds per endpoint. Bounded: BENCH_SECONDS (default 5, at most 60) per endpoint, BENCH_CONNECTIONS
 * (default 10, at most 100). Run: npx tsx bench/server/api.ts
 */
import autocannon from 'autocannon';
import { startTestServer, testStorage } from '../../tests/support/test-server.ts';

const seconds = Math.min(60, Number(process.env.BENCH_SECONDS ?? 5));
const connections = Math.min(100, Number(process.env.BENCH_CONNECTIONS ?? 10));

const backend = process.env.BENCH_BACKEND === 'postgres' ? 'postgres' : 'pglite';
const storage = await testStorage(backend);
const t = await startTestServer({ listen: true, dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
const base = t.config.publicUrl;
const auth = await t.headers('subscriber');
await t.server.trialReport.get();

const endpoints: { name: string; path: string; headers?: Record<string, string> }[] = [
  { name: 'health (no database)', path: '/api/health' },
  { name: 'rules (content from the database)', path: '/api/recommendations/rules/' },
  { name: 'recommendation (rules engine)', path: '/api/recommendations/1/1/3/36.5' },
  { name: 'trial report, all models', path: '/api/trial-report/' },
  { name: 'author status (token + user)', path: '/api/author/status', headers: auth },
  { name: 'manuscripts page (token + queries)', path: '/api/manuscripts/', headers: auth },
];

console.log(`Lektør API bench: ${seconds} s per endpoint, ${connections} connections, ${backend}`);
console.log('| endpoint | req/s | p50 ms | p99 ms | bytes/req | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const endpoint of endpoints) {
  const result = await autocannon({
    url: `${base}${endpoint.path}`,
    connections,
    duration: seconds,
    headers: endpoint.headers,
  });
  const bytes = Math.round(result.throughput.total / Math.max(1, result.requests.total));
  console.log(
    `| ${endpoint.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${bytes} | ${result.non2xx} |`,
  );
}
await t.close();
await storage.dispose();
