/**
 * The fuzz suite in CI: a few hundred generated hostile files (every mutation kind in turn), each through the
 * server's entry for an upload (import, then analysis) in a worker thread with 512 MB of heap and 10 s of CPU.
 * Every case must end in a result or a coded ManuscriptError; a crash, a hang or too much memory fails the test
 * with the case's name, which `npm run fuzz -- --case NAME` runs again. FUZZ_SEED picks another set of cases.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CaseHost, isFailure } from './case-host.ts';
import { buildCase, caseAt, mutationKinds } from './cases.ts';

const cases = 285;
const runSeed = Number(process.env.FUZZ_SEED ?? '2026');

describe(`fuzz: ${cases} hostile files, run seed ${runSeed}`, () => {
  const host = new CaseHost();
  afterAll(() => host.close());

  it('every case ends in a result or a coded ManuscriptError, within 10 s of CPU and 512 MB', async () => {
    const failures: string[] = [];
    const outcomes = new Map<string, number>();
    for (let index = 0; index < cases; index++) {
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
    expect(outcomes.get('result')).toBeGreaterThan(cases / 10);
    expect([...outcomes.keys()].filter((outcome) => outcome !== 'result').length).toBeGreaterThan(5);
    expect(cases % mutationKinds.length).toBe(0);
  }, 600_000);
});
