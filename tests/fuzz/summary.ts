/**
 * The fuzz run's summary: outcomes per mutation kind, the slowest case, peak memory, every failing case, and apart
 * from them every starved case (past the wall-clock limit under the CPU limit, waiting for a core).
 */
import type { CaseReport } from './case-host.ts';
import { isFailure } from './case-host.ts';

export interface CaseLine extends CaseReport {
  name: string;
  kind: string;
  note: string;
  fileName: string;
  size: number;
}

const mb = (bytes = 0) => `${Math.round(bytes / 1_048_576)} MB`;

export function summarise(
  lines: readonly CaseLine[],
  run: { command: string; seconds: number },
): { text: string; failures: number } {
  const kinds = [...new Set(lines.map((line) => line.kind))];
  const rows = kinds.map((kind) => {
    const of = lines.filter((line) => line.kind === kind);
    const codes = new Map<string, number>();
    for (const line of of) if (line.code) codes.set(line.code, (codes.get(line.code) ?? 0) + 1);
    const errors = [...codes]
      .sort((a, b) => b[1] - a[1])
      .map(([code, n]) => `${code} ${n}`)
      .join(', ');
    const count = (outcome: string) => of.filter((line) => line.outcome === outcome).length;
    const slowest = Math.max(...of.map((line) => line.cpuMs));
    return `| ${kind} | ${of.length} | ${count('result')} | ${errors || '-'} | ${count('crash')} | ${count('hang')} | ${count('memory')} | ${of.filter((line) => line.starved).length} | ${(slowest / 1000).toFixed(2)} s |`;
  });
  const failing = lines.filter(isFailure);
  const starved = lines.filter((line) => line.starved);
  const slowest = lines.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
  const peak = lines.reduce((a, b) => ((b.peakRss ?? 0) > (a.peakRss ?? 0) ? b : a));
  const largest = (measure: (line: CaseLine) => number | undefined) =>
    lines.reduce((a, b) => ((measure(b) ?? 0) > (measure(a) ?? 0) ? b : a));
  const heap = largest((line) => line.peakHeap);
  const heapGrowth = largest((line) => line.heapGrowth);
  const growth = largest((line) => line.rssGrowth);
  const count = (outcome: string) => lines.filter((line) => line.outcome === outcome).length;
  const text = [
    `${run.command}: ${lines.length} cases in ${Math.round(run.seconds)} s`,
    '',
    '| mutation | cases | result | ManuscriptError (code count) | crash | hang | memory | starved | slowest (CPU) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    `| all | ${lines.length} | ${count('result')} | ${count('error')} | ${count('crash')} | ${count('hang')} | ${count('memory')} | ${starved.length} | ${(slowest.cpuMs / 1000).toFixed(2)} s |`,
    '',
    `slowest case (CPU): ${slowest.name} (${slowest.note}), ${(slowest.cpuMs / 1000).toFixed(2)} s CPU, ${(slowest.ms / 1000).toFixed(2)} s wall, ${slowest.outcome} ${slowest.code ?? ''}`,
    `peak heap + external memory of the case thread: ${mb(heap.peakHeap)} (${heap.name}, ${heap.note})`,
    `largest growth of heap + external memory in a case: ${mb(heapGrowth.heapGrowth)} (${heapGrowth.name}, ${heapGrowth.note})`,
    `peak resident memory of the process (generator and case thread): ${mb(peak.peakRss)} (${peak.name}, ${peak.note})`,
    `largest growth of resident memory in a case: ${mb(growth.rssGrowth)} (${growth.name}, ${growth.note})`,
    `failures: ${failing.length}`,
    ...failing.map(
      (line) =>
        `  ${line.outcome} ${line.name} (${line.note}): ${(line.detail ?? '').split('\n').slice(0, 3).join(' | ')}`,
    ),
    `starved (past the wall-clock limit under the CPU limit; not failures): ${starved.length}`,
    ...starved.map(
      (line) =>
        `  ${line.outcome}${line.code ? ` ${line.code}` : ''} ${line.name} (${line.note}): ${(line.cpuMs / 1000).toFixed(2)} s CPU, ${(line.ms / 1000).toFixed(0)} s wall${line.detail ? `; ${line.detail}` : ''}`,
    ),
    '',
  ].join('\n');
  return { text, failures: failing.length };
}
