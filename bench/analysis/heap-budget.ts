/**
 * Whether a manuscript's analysis fits a heap budget: the analysis runs in the server's own budgeted worker pool
 * (server/jobs/analysis-pool.ts) with the given ANALYSIS_MEMORY_MB and prints one JSON line (ok, or the reason it
 * failed, and the wall-clock time including the thread's start). Results go to docs/PERFORMANCE.md.
 *   node --import tsx bench/analysis/heap-budget.ts HEAP_MB FILE
 *   node --import tsx bench/analysis/heap-budget.ts HEAP_MB --words N     (the tests' generated Danish novel)
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { createAnalysisPool } from '../../server/jobs/analysis-pool.ts';
import { danishNovel } from '../../tests/support/danish-novel.ts';

const [heapText, fileOrFlag, wordsText] = process.argv.slice(2);
const memoryMb = Number(heapText);
if (!memoryMb || !fileOrFlag) {
  process.stderr.write('usage: heap-budget.ts HEAP_MB FILE | HEAP_MB --words N\n');
  process.exit(2);
}
const generated = fileOrFlag === '--words';
const bytes = generated
  ? new TextEncoder().encode(danishNovel(Number(wordsText), 3).text)
  : new Uint8Array(readFileSync(fileOrFlag));
const fileName = generated ? `roman-${wordsText}.txt` : basename(fileOrFlag);
const pool = createAnalysisPool({ threads: 1, budget: { timeoutMs: 600_000, memoryMb } });
const start = performance.now();
const result = await pool.analyse(bytes, fileName, () => undefined);
const ms = Math.round(performance.now() - start);
await pool.close();
process.stdout.write(
  `${JSON.stringify({ file: fileName, bytes: bytes.length, heap_mb: memoryMb, ok: result.ok, code: result.ok ? undefined : result.code, ms })}\n`,
);
