/**
 * A case past the wall-clock limit under its CPU limit: starved when its threads waited for a core (a busy machine),
 * a hang when they waited for nothing; the summary counts starved cases apart from the failures.
 */
import { describe, expect, it } from 'vitest';
import { type CaseLimits, isFailure, watchCase } from './case-host.ts';
import { runQueueWaitMs } from './run-queue.ts';
import { type CaseLine, summarise } from './summary.ts';

const limits: CaseLimits = { cpuTimeoutMs: 10_000, wallTimeoutMs: 120_000, starvedWallMs: 600_000, memoryMb: 512 };

describe('the watch over a running case', () => {
  it('runs on within the wall limit, and calls a case over its CPU limit a hang at any wall time', () => {
    expect(watchCase({ ms: 5_000, cpuMs: 4_000, waitMs: undefined }, limits)).toBe('run');
    expect(watchCase({ ms: 10_500, cpuMs: 10_001, waitMs: undefined }, limits)).toBe('hang');
    expect(watchCase({ ms: 300_000, cpuMs: 10_001, waitMs: 290_000 }, limits)).toBe('hang');
  });

  it('lets a case past the wall limit that waited for a core run on, up to the starved backstop', () => {
    expect(watchCase({ ms: 121_000, cpuMs: 1_200, waitMs: 119_000 }, limits)).toBe('run');
    expect(watchCase({ ms: 599_000, cpuMs: 9_000, waitMs: 500_000 }, limits)).toBe('run');
    expect(watchCase({ ms: 600_001, cpuMs: 9_000, waitMs: 500_000 }, limits)).toBe('starved');
  });

  it('calls a case past the wall limit that neither worked nor waited for a core a hang', () => {
    expect(watchCase({ ms: 121_000, cpuMs: 400, waitMs: 1_000 }, limits)).toBe('hang');
  });

  it('runs on where the wait for a core cannot be read, up to the backstop', () => {
    expect(watchCase({ ms: 121_000, cpuMs: 400, waitMs: undefined }, limits)).toBe('run');
    expect(watchCase({ ms: 600_001, cpuMs: 400, waitMs: undefined }, limits)).toBe('starved');
  });

  it("reads the threads' wait for a core on Linux, and nothing elsewhere", () => {
    const wait = runQueueWaitMs();
    if (process.platform === 'linux') expect(wait).toBeGreaterThanOrEqual(0);
    else expect(wait).toBeUndefined();
  });
});

describe('starved cases in the summary', () => {
  const line = (name: string, report: Partial<CaseLine>): CaseLine => ({
    name,
    kind: 'zip-bomb',
    note: 'a note',
    fileName: 'a.docx',
    size: 10,
    outcome: 'result',
    ms: 1_000,
    cpuMs: 500,
    ...report,
  });

  it('are neither failures nor hidden: a column and a list of their own', () => {
    const lines = [
      line('zip-bomb/1', { outcome: 'error', code: 'TEXT_TOO_LONG', ms: 130_000, cpuMs: 1_010, starved: true }),
      line('zip-bomb/2', { outcome: 'starved', ms: 600_050, cpuMs: 3_000, starved: true, detail: 'waited' }),
      line('zip-bomb/3', { outcome: 'hang', ms: 11_000, cpuMs: 10_050, detail: '10050 ms of CPU' }),
      line('zip-bomb/4', {}),
    ];
    expect(lines.filter(isFailure).map((l) => l.name)).toEqual(['zip-bomb/3']);
    const { text, failures } = summarise(lines, { command: 'fuzz', seconds: 1 });
    expect(failures).toBe(1);
    expect(text).toContain('| zip-bomb | 4 | 1 | TEXT_TOO_LONG 1 | 0 | 1 | 0 | 2 | 10.05 s |');
    expect(text).toContain('starved (past the wall-clock limit under the CPU limit; not failures): 2');
    expect(text).toContain('  error TEXT_TOO_LONG zip-bomb/1 (a note): 1.01 s CPU, 130 s wall');
    expect(text).toContain('  starved zip-bomb/2 (a note): 3.00 s CPU, 600 s wall; waited');
  });
});
