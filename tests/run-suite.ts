/**
 * `npm test`: every check of the README, with the ones that do not depend on each other run side by side.
 *
 *   1. the generated code both lanes need: the validators (skipped when the schemas are unchanged) and the lexicon
 *      artefact (skipped when its sources are unchanged);
 *   2. at the same time: lane "checks" (typecheck, lint, then the web app's build, one after the other; their output
 *      is held and printed when the lane ends, so it does not tear through Vitest's) and lane "tests" (the unit and
 *      integration projects, whose output streams);
 *   3. when both lanes passed: the browser tests (they need the build).
 *
 * The typecheck runs on one core and the build largely on one, while the test lane's last, longest files mostly
 * wait on servers and analyses: side by side they fill each other's idle time instead of taking turns
 * (docs/TESTING.md, the test suite's time). The exit code is 1 when any step failed; a summary names each step's
 * result and wall time.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
  checks: Step[];
  tests: Step;
  browser: Step;
}

const prepare: Step[] = [
  { name: 'validators', command: ['node', '--import', 'tsx', 'schemas/gen-validators.ts'] },
  { name: 'lexicons', command: ['node', '--import', 'tsx', 'analysis/lexicons/build.ts'] },
];
const checks: Step[] = [
  { name: 'typecheck', command: npx('tsc', '--noEmit') },
  { name: 'lint', command: npx('biome', 'check', '.') },
  { name: 'build', command: npx('vite', 'build') },
];
const tests: Step = {
  name: 'unit + integration',
  command: npx('vitest', 'run', '--project', 'unit', '--project', 'integration'),
};
const browser: Step = { name: 'e2e', command: npx('vitest', 'run', '--project', 'e2e', '--maxWorkers=2') };
export const npmTestPlan: SuitePlan = { prepare, checks, tests, browser };

/** Runs one step; its output streams, or is collected and returned when `hold` is set. */
function run(step: Step, hold: boolean): Promise<StepResult & { output: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [program, ...args] = step.command as [string, ...string[]];
    const child = spawn(program, args, { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    const finish = (ok: boolean, extra = '') =>
      resolve({ name: step.name, ok, seconds: (performance.now() - started) / 1000, output: output + extra });
    child.once('error', (error) => finish(false, `\n${step.name}: ${error.message}\n`));
    child.once('exit', (code) => finish(code === 0));
  });
}

/** Steps one after the other, stopping at the first failure (as `a && b && c`). */
async function inOrder(steps: Step[], hold: boolean, write: (text: string) => void): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const step of steps) {
    const { output, ...result } = await run(step, hold);
    if (hold) write(`\n── ${step.name} (${result.ok ? 'ok' : 'FAILED'}) ──\n${output}`);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

/** Runs the plan; returns the exit code (0 when every step ran and passed) and each step's result. */
export async function runSuite(
  { prepare, checks, tests, browser }: SuitePlan,
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<{ code: number; results: StepResult[] }> {
  const results = await inOrder(prepare, false, write);
  if (results.every((result) => result.ok)) {
    const lanes = await Promise.all([inOrder(checks, true, write), inOrder([tests], false, write)]);
    results.push(...lanes.flat());
    const complete = lanes[0].length === checks.length && lanes.flat().every((result) => result.ok);
    if (complete) results.push(...(await inOrder([browser], false, write)));
  }
  write('\nnpm test:\n');
  for (const { name, ok, seconds } of results)
    write(`  ${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds.toFixed(0)} s)\n`);
  const all = [...prepare, ...checks, tests, browser].map((step) => step.name);
  const skipped = all.filter((name) => !results.some((result) => result.name === name));
  if (skipped.length > 0) write(`  not run after a failure: ${skipped.join(', ')}\n`);
  return { code: results.every((result) => result.ok) && skipped.length === 0 ? 0 : 1, results };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = (await runSuite(npmTestPlan)).code;
}
