/**
 * What one model adds to the whole analysis of a file: the warm analysis with every model and with every model but
 * that one, alternated so that both see the same machine load; prints the medians and the added share as JSON, by
 * the wall clock and by this process's CPU time (user + system, GC threads included). On a shared machine the CPU
 * time is the steadier figure: it leaves out the time the process waits for a core.
 *   node --import tsx bench/analysis/model-cost.ts FILE [MODEL=Scenes] [RUNS=7]
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { analysedModels, analyseManuscript } from '../../analysis/index.ts';
import { warmLexicons } from '../../analysis/lexicons/warm.ts';

const [file, model = 'Scenes', runsText = '7'] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: model-cost.ts FILE [MODEL] [RUNS]\n');
  process.exit(2);
}
warmLexicons();
const bytes = readFileSync(file);
const all = [...analysedModels];
const without = all.filter((name) => name !== model);

type ModelList = typeof all;

async function timed(models: ModelList): Promise<{ wallMs: number; cpuMs: number }> {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  await analyseManuscript({ bytes, fileName: basename(file!) }, { models });
  const cpu = process.cpuUsage(cpuStart);
  return { wallMs: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
// Two runs of each first: the code is compiled and the per-form caches of a long-lived worker are filled.
for (let i = 0; i < 2; i++) {
  await timed(all);
  await timed(without);
}
const withRuns: { wallMs: number; cpuMs: number }[] = [];
const withoutRuns: { wallMs: number; cpuMs: number }[] = [];
for (let i = 0; i < Number(runsText); i++) {
  withRuns.push(await timed(all));
  withoutRuns.push(await timed(without));
}
const withMs = median(withRuns.map((run) => run.wallMs));
const withoutMs = median(withoutRuns.map((run) => run.wallMs));
const withCpuMs = median(withRuns.map((run) => run.cpuMs));
const withoutCpuMs = median(withoutRuns.map((run) => run.cpuMs));
const share = (added: number, base: number) => Math.round((added / base) * 1000) / 1000;
process.stdout.write(
  `${JSON.stringify({
    file: basename(file),
    model,
    runs: Number(runsText),
    median_with_ms: Math.round(withMs),
    median_without_ms: Math.round(withoutMs),
    added_ms: Math.round(withMs - withoutMs),
    added_share: share(withMs - withoutMs, withoutMs),
    median_with_cpu_ms: Math.round(withCpuMs),
    median_without_cpu_ms: Math.round(withoutCpuMs),
    added_cpu_ms: Math.round(withCpuMs - withoutCpuMs),
    added_cpu_share: share(withCpuMs - withoutCpuMs, withoutCpuMs),
  })}\n`,
);
