/**
 * The fuzz suite in CI: a few hundred generated hostile files (every mutation kind in turn), each through the
 * server's entry for an upload (import, then analysis) in a worker thread with 512 MB of heap and 10 s of CPU.
 * Every case must end in a result or a coded ManuscriptError; a crash, a hang or too much memory fails the test
 * with the case's name, which `npm run fuzz -- --case NAME` runs again. FUZZ_SEED picks another set of cases.
 *
 * The cases are cut into shards of whole rounds (each shard holds the same number of every kind), one test file
 * each (import-fuzz-N.test.ts), so that Vitest spreads them over its workers: in one file they ran one after
 * another for minutes and were the last file of the unit run (docs/TESTING.md, the suite's time).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CaseHost, isFailure } from './case-host.ts';
import { buildCase, caseAt, mutationKinds } from './cases.ts';

export const fuzzCases = 285;
export const fuzzShards = 3;

/** The case indices of shard `part` (1-based) of `shards`: a contiguous block of whole rounds. */
export function shardIndices(part: number, shards = fuzzShards, cases = fuzzCases): number[] {
  if (!Number.isInteger(part) || part < 1 || part > shards) throw new Error(`no fuzz shard ${part} of ${shards}`);
  const rounds = cases / mutationKinds.length;
  if (!Number.isInteger(rounds) || rounds % shards !== 0) {
    throw new Error(`${cases} cases are not whole rounds of ${mutationKinds.length} kinds in ${shards} shards`);
  }
  const size = cases / shards;
  return Array.from({ length: size }, (_, i) => (part - 1) * size + i);
}

/** Registers shard `part`'s test: its cases, one after another, in one worker thread. */
export function describeFuzzShard(part: number): void {
  const indices = shardIndices(part);
  const runSeed = Number(process.env.FUZZ_SEED ?? '2026');
  const first = indices[0]! + 1;
  const last = indices.at(-1)! + 1;

  describe(`fuzz: hostile files ${first}-${last} of ${fuzzCases}, run seed ${runSeed}`, () => {
    const host = new CaseHost();
    afterAll(() => host.close());

    it('every case ends in a result or a coded ManuscriptError, within 10 s of CPU and 512 MB', async () => {
      const failures: string[] = [];
      const outcomes = new Map<string, number>();
      for (const index of indices) {
        const { kind, seed } = caseAt(runSeed, index);
        const fuzzCase = buildCase(kind, seed);
        const report = await host.run(fuzzCase.bytes, fuzzCase.fileName);
        const outcome = report.code ?? report.outcome;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        if (isFailure(report)) {
          failures.push(`${report.outcome} ${fuzzCase.name} (${fuzzCase.note}): ${report.detail?.split('\n')[0]}`);
        }
      }
      expect(failures, `reproduce with npm run fuzz -- --case NAME`).toEqual([]);
      // The generator must reach both ends: files that import and are analysed, and files refused with a code.
      expect(outcomes.get('result')).toBeGreaterThan(indices.length / 10);
      expect([...outcomes.keys()].filter((outcome) => outcome !== 'result').length).toBeGreaterThan(5);
    }, 600_000);
  });
}
