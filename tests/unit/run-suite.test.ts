import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { npmTestPlan, runSuite, type Step, type SuitePlan } from '../run-suite.ts';

const folder = mkdtempSync(join(tmpdir(), 'lektor-run-suite-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A step that appends its start and end to a log file and exits with `code`. With `meets`, it waits (up to 60 s)
 * until that step has started too before it ends, and fails with 3 when it never does: two steps that meet ran side
 * by side, whatever the machine's load.
 */
function step(name: string, code = 0, meets?: string): Step {
  const log = JSON.stringify(join(folder, 'log.txt'));
  const script =
    `const fs=require('fs');fs.appendFileSync(${log},'start ${name}\\n');const t=Date.now();` +
    `const end=(c)=>{fs.appendFileSync(${log},'end ${name}\\n');process.exit(c)};` +
    `const poll=()=>{if(${meets ? `!fs.readFileSync(${log},'utf8').includes('start ${meets}\\n')` : 'false'})` +
    `{if(Date.now()-t>60000)end(3);else setTimeout(poll,20)}else end(${code})};poll();`;
  return { name, command: [process.execPath, '-e', script] };
}

function plan(overrides: Partial<Record<'prepare' | 'typecheck' | 'tests' | 'browser', number>> = {}): SuitePlan {
  return {
    prepare: [step('prepare', overrides.prepare)],
    checks: [step('typecheck', overrides.typecheck, 'tests'), step('lint'), step('build')],
    tests: step('tests', overrides.tests, 'typecheck'),
    browser: step('browser', overrides.browser),
  };
}

function logLines(): string[] {
  const lines = readFileSync(join(folder, 'log.txt'), 'utf8').trim().split('\n');
  rmSync(join(folder, 'log.txt'));
  return lines;
}

describe('npm test (tests/run-suite.ts)', () => {
  it('runs the checks beside the tests, then the browser tests; 0 when all pass', async () => {
    let printed = '';
    const { code, results } = await runSuite(plan(), (text) => {
      printed += text;
    });
    expect(code).toBe(0);
    expect(results.map((result) => result.name)).toEqual(['prepare', 'typecheck', 'lint', 'build', 'tests', 'browser']);
    const lines = logLines();
    expect(lines[0]).toBe('start prepare');
    expect(lines[1]).toBe('end prepare');
    // The typecheck and the tests met: each waited for the other to start (a step alone would end with 3).
    expect(results.every((result) => result.ok)).toBe(true);
    expect(lines.indexOf('start tests')).toBeLessThan(lines.indexOf('end typecheck'));
    expect(lines.indexOf('start typecheck')).toBeLessThan(lines.indexOf('end tests'));
    expect(lines.at(-2)).toBe('start browser');
    expect(printed).toContain('── typecheck (ok) ──');
    expect(printed).toMatch(/ok {5}browser \(\d+ s\)/);
  });

  it('a failed check stops its lane and the browser tests, lets the tests finish, and exits 1', async () => {
    let printed = '';
    const { code, results } = await runSuite(plan({ typecheck: 2 }), (text) => {
      printed += text;
    });
    expect(code).toBe(1);
    expect(results.map((result) => `${result.name} ${result.ok}`)).toEqual([
      'prepare true',
      'typecheck false',
      'tests true',
    ]);
    expect(logLines()).not.toContain('start browser');
    expect(printed).toContain('FAILED typecheck');
    expect(printed).toContain('not run after a failure: lint, build, browser');
  });

  it('a failed preparation runs nothing else', async () => {
    const { code, results } = await runSuite(plan({ prepare: 1 }), () => {});
    expect(code).toBe(1);
    expect(results.map((result) => result.name)).toEqual(['prepare']);
    expect(logLines()).toEqual(['start prepare', 'end prepare']);
  });

  it('a program that cannot be started is a failed step, not a crash', async () => {
    let printed = '';
    const missing: Step = { name: 'missing', command: [join(folder, 'no-such-program')] };
    const { code } = await runSuite({ ...plan(), checks: [missing], tests: step('tests') }, (text) => {
      printed += text;
    });
    expect(code).toBe(1);
    expect(printed).toContain('FAILED missing');
    expect(printed).toMatch(/ENOENT/);
    logLines();
  });

  it('the real plan runs what the README lists, each once', () => {
    const all = [...npmTestPlan.prepare, ...npmTestPlan.checks, npmTestPlan.tests, npmTestPlan.browser];
    expect(all.map((s) => s.command.join(' '))).toEqual([
      'node --import tsx schemas/gen-validators.ts',
      'node --import tsx analysis/lexicons/build.ts',
      'npx tsc --noEmit',
      'npx biome check .',
      'npx vite build',
      'npx vitest run --project unit --project integration',
      'npx vitest run --project e2e --maxWorkers=2',
    ]);
  });
});
