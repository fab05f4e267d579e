/**
 * How long the nearest-neighbour query of 'Lignende bøger' takes for a library of 10,000 and 100,000 books
 * (docs/PERFORMANCE.md). The vectors are generated: each a book of the seed library (server/content/library/
 * books.json.gz) with every number moved by a random ±10 % (normal, fixed seed). Measured:
 *  - in memory (server/derived/similarity-index.ts, what the product uses): building the index, one query (the 5
 *    nearest with their reasons), and the one indexed row the product reads per query to see that the library has
 *    not changed (change_counters 'library'), on PGlite and on PostgreSQL;
 *  - in the database: the same vectors in a float8[] column and the distance
 *    computed by SQL over every row (ORDER BY distance LIMIT 5), on PGlite and on PostgreSQL.
 *   npx tsx bench/library/nearest-bench.ts [sizes, default 10000,100000]
 *   (PostgreSQL: TEST_DATABASE_URL; without it only PGlite)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database.ts';
import { bookFeatures, type Features } from '../../server/derived/similarity-features.ts';
import { buildIndex } from '../../server/derived/similarity-index.ts';
import { similarityWeights } from '../../server/derived/similarity-weights.ts';
import { readLibrarySeed } from '../../server/library/books.ts';

const sizes = (process.argv[2] ?? '10000,100000').split(',').map(Number);
const queries = 20;

const seed = readLibrarySeed();
const real = seed.books.flatMap((book) => {
  const features = bookFeatures(book.items, similarityWeights);
  return features ? [features] : [];
});

let state = 42;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
};
const normal = () => Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());

function generate(n: number): Features[] {
  return Array.from({ length: n }, () => {
    const base = real[Math.floor(random() * real.length)]!;
    return Object.fromEntries(Object.entries(base).map(([key, value]) => [key, value * (1 + 0.1 * normal())]));
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Wall-clock times of `queries` runs; `cpu` gets this process's CPU time of each (the machine may be busy). */
async function timed(run: () => unknown | Promise<unknown>, cpu: number[] = []): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < queries; i++) {
    const started = performance.now();
    const usage = process.cpuUsage();
    await run();
    const used = process.cpuUsage(usage);
    cpu.push((used.user + used.system) / 1000);
    times.push(performance.now() - started);
  }
  return times;
}

async function inDatabase(kind: string, open: () => Promise<Awaited<ReturnType<typeof openDatabase>>>) {
  const database = await open();
  const table = `nn_bench_${process.pid}`;
  try {
    for (const n of sizes) {
      const books = generate(n);
      const names = Object.keys(books[0]!).sort();
      const index = buildIndex(books, similarityWeights);
      // The raw numbers (the cost of the scan does not depend on whether they are standardised first).
      const rows = books.map((book) => names.map((name) => book[name] ?? 0));
      await database.executeSql(`DROP TABLE IF EXISTS ${table}`);
      await database.executeSql(`CREATE TABLE ${table} (id integer PRIMARY KEY, v float8[] NOT NULL)`);
      for (let start = 0; start < n; start += 1000) {
        const chunk = rows.slice(start, start + 1000);
        const values = chunk.map((_, i) => `(${start + i}, $${i + 1}::float8[])`).join(',');
        await database.executeSql(`INSERT INTO ${table} (id, v) VALUES ${values}`, chunk);
      }
      const target = rows[0]!;
      const sqlCpu: number[] = [];
      const sqlTimes = await timed(
        () =>
          database.executeSql(
            `SELECT id, (SELECT sum((a - b) * (a - b)) FROM unnest(v, $1::float8[]) AS t(a, b)) AS d
             FROM ${table} ORDER BY d LIMIT 5`,
            [target],
          ),
        sqlCpu,
      );
      const counterTimes = await timed(() =>
        database.executeSql(`SELECT version FROM change_counters WHERE name = 'library'`, []),
      );
      const memoryTimes = await timed(() => index.nearest(books[0]!, 5));
      process.stdout.write(
        `${kind} ${n}: in memory ${ms(median(memoryTimes))} (p95 ${ms(p95(memoryTimes))}) + counter read ${ms(median(counterTimes))} (p95 ${ms(p95(counterTimes))}); in the database (float8[], full scan) ${ms(median(sqlTimes))} (p95 ${ms(p95(sqlTimes))}, CPU of this process ${ms(median(sqlCpu))})\n`,
      );
    }
  } finally {
    await database.executeSql(`DROP TABLE IF EXISTS ${table}`);
    await database.close();
  }
}

process.stdout.write(`${real.length} seed books, ${Object.keys(real[0]!).length} numbers a book\n`);
for (const n of sizes) {
  const books = generate(n);
  const started = performance.now();
  const index = buildIndex(books, similarityWeights);
  const build = performance.now() - started;
  const cpu: number[] = [];
  const times = await timed(() => index.nearest(books[Math.floor(random() * n)]!, 5), cpu);
  process.stdout.write(
    `in memory ${n}: build ${ms(build)}, query median ${ms(median(times))}, p95 ${ms(p95(times))} (CPU median ${ms(median(cpu))}, p95 ${ms(p95(cpu))})\n`,
  );
}
const dir = mkdtempSync(join(tmpdir(), 'lektor-nn-'));
try {
  await inDatabase('PGlite', () => openDatabase({ dataDir: dir }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (process.env.TEST_DATABASE_URL) {
  await inDatabase('PostgreSQL', () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL }));
}
