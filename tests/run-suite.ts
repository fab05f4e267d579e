/**
 * `npm test`: every check of the README, with the ones that do not depend on each other run side by side.
 *
 *   1. the generated code every lane needs: the validators (skipped when the schemas are unchanged) and the lexicon
 *      artefact (skipped when its sources are unchanged);
 *   2. at the same time, three lanes:
 *      - "checks": the web app's build first, then the typecheck and lint (their output is held and printed when each
 *        ends, so it does not tear through Vitest's);
 *      - "tests": the run's PGlite template (tests/support/pglite-template.ts, made once for both Vitest processes),
 *        then the unit and integration projects, whose output streams;
 *      - "browser": the browser tests, once the build and the template are made and the unit and integration tests
 *        have ended; their lines stream with the prefix `e2e │ `.
 *
 * The typecheck runs on one core and the build largely on one, beside the unit and integration tests. The browser
 * tests beside those too overloaded two cores: tests of both ran out of their time limits, so they follow them
 * (docs/TESTING.md, the test suite's time). A failed build or template stops its lane and the browser
 * tests; any other failure stops only its own lane. The exit code is 1 when any step failed or was not run; a
 * summary names each step's result and wall time.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMPLATE_ENV } from './support/template-folder.ts';

export interface Step {
  name: string;
  command: string[];
}

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}

const npx = (...args: string[]) => ['npx', ...args];

/** What `npm test` runs, in the order above. */
export interface SuitePlan {
  prepare: Step[];
  /** The web app's build, the first step of the checks lane: the browser tests start when it has passed. */
  build: Step;
  /** Beside the build: what the integration and browser tests both need before they start. */
  template: Step;
  /** After the build, one after the other. */
  checks: Step[];
  tests: Step;
  browser: Step;
}

const prepare: Step[] = [
  { name: 'validators', command: ['node', '--import', 'tsx', 'schemas/gen-validators.ts'] },
  { name: 'lexicons', command: ['node', '--import', 'tsx', 'analysis/lexicons/build.ts'] },
];
const build: Step = { name: 'build', command: npx('vite', 'build') };
const template: Step = { name: 'template', command: ['node', '--import', 'tsx', 'tests/support/pglite-template.ts'] };
const checks: Step[] = [
  { name: 'typecheck', command: npx('tsc', '--noEmit') },
  { name: 'lint', command: npx('biome', 'check', '.') },
];
const tests: Step = {
  name: 'unit + integration',
  command: npx('vitest', 'run', '--project', 'unit', '--project', 'integration'),
};
const browser: Step = { name: 'e2e', command: npx('vitest', 'run', '--project', 'e2e', '--maxWorkers=2') };
export const npmTestPlan: SuitePlan = { prepare, build, template, checks, tests, browser };

/** How a step's output reaches the terminal: streamed as is, held until it ends, or streamed line by line with a prefix. */
type Output = { kind: 'stream' } | { kind: 'hold' } | { kind: 'prefix'; prefix: string };

/** Runs one step; a held step's output is returned, a prefixed one's lines go to `write` as they come. */
function run(step: Step, output: Output, write: (text: string) => void): Promise<StepResult & { output: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [program, ...args] = step.command as [string, ...string[]];
    const child = spawn(program, args, { stdio: output.kind === 'stream' ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let held = '';
    let partial = '';
    const take = (chunk: unknown) => {
      if (output.kind === 'hold') {
        held += String(chunk);
        return;
      }
      if (output.kind !== 'prefix') return;
      const lines = (partial + String(chunk)).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) write(`${output.prefix}${line}\n`);
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    const finish = (ok: boolean, extra = '') => {
      if (output.kind === 'prefix' && partial) write(`${output.prefix}${partial}\n`);
      if (output.kind === 'prefix' && extra) write(extra);
      resolve({ name: step.name, ok, seconds: (performance.now() - started) / 1000, output: held + extra });
    };
    child.once('error', (error) => finish(false, `\n${step.name}: ${error.message}\n`));
    child.once('exit', (code) => finish(code === 0));
  });
}

/** Steps one after the other, stopping at the first failure (as `a && b && c`). */
async function inOrder(steps: Step[], output: Output, write: (text: string) => void): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const step of steps) {
    const { output: held, ...result } = await run(step, output, write);
    if (output.kind === 'hold') write(`\n── ${step.name} (${result.ok ? 'ok' : 'FAILED'}) ──\n${held}`);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

/** Runs the plan; returns the exit code (0 when every step ran and passed) and each step's result. */
export async function runSuite(
  plan: SuitePlan,
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<{ code: number; results: StepResult[] }> {
  const results = await inOrder(plan.prepare, { kind: 'stream' }, write);
  if (results.every((result) => result.ok)) {
    const built = inOrder([plan.build], { kind: 'hold' }, write);
    const templated = inOrder([plan.template], { kind: 'hold' }, write);
    /** `next` when every step of `first` passed, else nothing. */
    const after = async (first: Promise<StepResult[]>[], next: () => Promise<StepResult[]>) =>
      (await Promise.all(first)).flat().every((result) => result.ok) ? next() : [];
    const tested = after([templated], () => inOrder([plan.tests], { kind: 'stream' }, write));
    const lanes = await Promise.all([
      built,
      after([built], () => inOrder(plan.checks, { kind: 'hold' }, write)),
      templated,
      tested,
      // After the unit and integration tests, whatever their result: side by side with them on two cores, tests of
      // both ran out of their time limits (docs/TESTING.md).
      after([built, templated], async () => {
        await tested;
        return inOrder([plan.browser], { kind: 'prefix', prefix: 'e2e │ ' }, write);
      }),
    ]);
    results.push(...lanes.flat());
  }
  write('\nnpm test:\n');
  for (const { name, ok, seconds } of results)
    write(`  ${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds.toFixed(0)} s)\n`);
  const all = [...plan.prepare, plan.build, ...plan.checks, plan.template, plan.tests, plan.browser].map(
    (step) => step.name,
  );
  const skipped = all.filter((name) => !results.some((result) => result.name === name));
  if (skipped.length > 0) write(`  not run after a failure: ${skipped.join(', ')}\n`);
  return { code: results.every((result) => result.ok) && skipped.length === 0 ? 0 : 1, results };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // The template's folder, named to every step through the environment and removed when the run ends.
  const templateDir = mkdtempSync(join(tmpdir(), 'lektor-template-'));
  process.env[TEMPLATE_ENV] = templateDir;
  try {
    process.exitCode = (await runSuite(npmTestPlan)).code;
  } finally {
    rmSync(templateDir, { recursive: true, force: true });
  }
}
