/**
 * What recording the passages costs the analysis: `npx tsx bench/analysis/passages-cost.ts FILE [RUNS]` analyses
 * FILE alternately without and with the passages (after one warm-up of each), and prints the median wall time and
 * CPU time of both and the stored passages' size. CPU time is the figure to read on a shared machine.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  analyseManuscript,
  analyseManuscriptWithPassages,
  defaultPassagesMaxBytes,
  warmLexicons,
} from '../../analysis/index.ts';

const [file, runsText] = process.argv.slice(2);
if (!file) throw new Error('usage: npx tsx bench/analysis/passages-cost.ts FILE [RUNS]');
const runs = Number(runsText ?? 5);
const input = { bytes: readFileSync(file), fileName: basename(file) };
const limits = { maxBytes: defaultPassagesMaxBytes };

async function measure(run: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

warmLexicons();
await analyseManuscript(input);
const { passages } = await analyseManuscriptWithPassages(input, limits);
const without: { wall: number; cpu: number }[] = [];
const withPassages: { wall: number; cpu: number }[] = [];
for (let i = 0; i < runs; i++) {
  without.push(await measure(() => analyseManuscript(input)));
  withPassages.push(await measure(() => analyseManuscriptWithPassages(input, limits)));
}
const report = (name: string, times: { wall: number; cpu: number }[]) =>
  `${name}: median wall ${Math.round(median(times.map((t) => t.wall)))} ms, CPU ${Math.round(median(times.map((t) => t.cpu)))} ms`;
console.log(report('without passages', without));
console.log(report('with passages   ', withPassages));
const cpuBefore = median(without.map((t) => t.cpu));
const cpuAfter = median(withPassages.map((t) => t.cpu));
console.log(`CPU change: ${(((cpuAfter - cpuBefore) / cpuBefore) * 100).toFixed(1)} %`);
console.log(`passages stored: ${Buffer.byteLength(JSON.stringify(passages))} bytes`);
