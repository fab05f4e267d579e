import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { npmTestPlan, runSuite, type Step, type SuitePlan } from '../run-suite.ts';

const folder = mkdtempSync(join(tmpdir(), 'lektor-run-suite-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
/** Each test's log file: the steps of a test that failed cannot write into the next test's. */
let logFile = '';
let tests = 0;
beforeEach(() => {
  tests += 1;
  logFile = join(folder, `log-${tests}.txt`);
});

/**
 * A step that appends its start and end to a log file, prints a line and exits with `code`. With `meets`, it waits
 * (up to 60 s) until those steps have started too before it ends, and fails with 3 when one never does: steps that
 * meet ran side by side, whatever the machine's load.
 */
function step(name: string, code = 0, meets: string[] = []): Step {
  const log = JSON.stringify(logFile);
  const waiting = meets.map((other) => `!fs.readFileSync(${log},'utf8').includes('start ${other}\\n')`);
  const script =
    `const fs=require('fs');fs.appendFileSync(${log},'start ${name}\\n');const t=Date.now();` +
    `const end=(c)=>{fs.appendFileSync(${log},'end ${name}\\n');console.log('said by ${name}');process.exit(c)};` +
    `const poll=()=>{if(${waiting.join('||') || 'false'})` +
    `{if(Date.now()-t>60000)end(3);else setTimeout(poll,20)}else end(${code})};poll();`;
  return { name, command: [process.execPath, '-e', script] };
}

type Name = 'prepare' | 'build' | 'template' | 'typecheck' | 'tests' | 'browser';

/** The plan's shape with small steps: the typecheck, the tests and the browser tests each meet the others. */
function plan(codes: Partial<Record<Name, number>> = {}): SuitePlan {
  return {
    prepare: [step('prepare', codes.prepare)],
    build: step('build', codes.build),
    template: step('template', codes.template),
    checks: [step('typecheck', codes.typecheck, ['tests']), step('lint')],
    tests: step('tests', codes.tests, codes.build || codes.typecheck ? [] : ['typecheck']),
    browser: step('browser', codes.browser),
  };
}

function logLines(): string[] {
  return readFileSync(logFile, 'utf8').trim().split('\n');
}

async function runPlan(suite: SuitePlan): Promise<{ code: number; names: string[]; printed: string }> {
  let printed = '';
  const { code, results } = await runSuite(suite, (text) => {
    printed += text;
  });
  return { code, names: results.map((result) => `${result.name} ${result.ok}`), printed };
}

// Each test starts up to eight small Node processes, most one after the other: seconds each on a busy machine.
describe('npm test (tests/run-suite.ts)', { timeout: 180_000 }, () => {
  it('runs the checks beside the tests, and the browser tests after the build and the tests', async () => {
    const { code, names, printed } = await runPlan(plan());
    expect(code).toBe(0);
    expect(names).toEqual([
      'prepare true',
      'build true',
      'typecheck true',
      'lint true',
      'template true',
      'tests true',
      'browser true',
    ]);
    const lines = logLines();
    expect(lines.slice(0, 2)).toEqual(['start prepare', 'end prepare']);
    // The typecheck and the tests met: each waited for the other to start (alone: exit 3).
    expect(lines.indexOf('start tests')).toBeLessThan(lines.indexOf('end typecheck'));
    expect(lines.indexOf('start typecheck')).toBeLessThan(lines.indexOf('end tests'));
    // The browser tests follow the unit and integration tests, and need the build and the template too.
    expect(lines.indexOf('end tests')).toBeLessThan(lines.indexOf('start browser'));
    expect(lines.indexOf('end build')).toBeLessThan(lines.indexOf('start browser'));
    expect(lines.indexOf('end template')).toBeLessThan(lines.indexOf('start browser'));
    expect(lines.indexOf('end template')).toBeLessThan(lines.indexOf('start tests'));
    expect(printed).toContain('── typecheck (ok) ──\nsaid by typecheck');
    // The browser tests' lines stream with a prefix, so they can be told from the unit and integration tests'.
    expect(printed).toContain('e2e │ said by browser\n');
    expect(printed).toMatch(/ok {5}browser \(\d+ s\)/);
  });

  it('a failed check stops its lane only: the tests and the browser tests finish, and the exit code is 1', async () => {
    const { code, names, printed } = await runPlan(plan({ typecheck: 2 }));
    expect(code).toBe(1);
    expect(names).toEqual([
      'prepare true',
      'build true',
      'typecheck false',
      'template true',
      'tests true',
      'browser true',
    ]);
    expect(logLines()).not.toContain('start lint');
    expect(printed).toContain('FAILED typecheck');
    expect(printed).toContain('not run after a failure: lint\n');
  });

  it('a failed build stops the checks and the browser tests, not the tests', async () => {
    const { code, names, printed } = await runPlan(plan({ build: 1 }));
    expect(code).toBe(1);
    expect(names).toEqual(['prepare true', 'build false', 'template true', 'tests true']);
    expect(printed).toContain('not run after a failure: typecheck, lint, browser');
  });

  it('a failed template stops the tests and the browser tests, not the checks', async () => {
    const suite = { ...plan({ template: 1 }), checks: [step('typecheck'), step('lint')] };
    const { code, names, printed } = await runPlan(suite);
    expect(code).toBe(1);
    expect(names).toEqual(['prepare true', 'build true', 'typecheck true', 'lint true', 'template false']);
    expect(printed).toContain('not run after a failure: tests, browser');
  });

  it('a failed preparation runs nothing else', async () => {
    const { code, names } = await runPlan(plan({ prepare: 1 }));
    expect(code).toBe(1);
    expect(names).toEqual(['prepare false']);
    expect(logLines()).toEqual(['start prepare', 'end prepare']);
  });

  it('a program that cannot be started is a failed step, not a crash', async () => {
    const missing: Step = { name: 'missing', command: [join(folder, 'no-such-program')] };
    const suite = { ...plan(), checks: [missing], tests: step('tests'), browser: step('browser') };
    const { code, printed } = await runPlan(suite);
    expect(code).toBe(1);
    expect(printed).toContain('FAILED missing');
    expect(printed).toMatch(/ENOENT/);
  });

  it('the real plan runs what the README lists, each once', () => {
    const { prepare, build, template, checks, tests, browser } = npmTestPlan;
    expect([...prepare, build, template, ...checks, tests, browser].map((s) => s.command.join(' '))).toEqual([
      'node --import tsx schemas/gen-validators.ts',
      'node --import tsx analysis/lexicons/build.ts',
      'npx vite build',
      'node --import tsx tests/support/pglite-template.ts',
      'npx tsc --noEmit',
      'npx biome check .',
      'npx vitest run --project unit --project integration',
      'npx vitest run --project e2e --maxWorkers=2',
    ]);
  });
});
