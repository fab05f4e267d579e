/**
 * The module a pool's worker threads run. From source, the thread entry beside the pool's code (`….mjs`, which
 * registers tsx and imports the TypeScript task). In the server bundle (build/bundles.mjs), that entry's compiled
 * module in the bundle's folder, so a thread neither loads tsx nor transpiles the analysis (about 60 MB less per
 * thread, and a thread that starts on demand starts in a fraction of the time). A process running from source may
 * name the bundle's folder in LEKTOR_THREAD_MODULES to start its threads from the compiled modules too: the
 * integration tests do (tests/support/thread-bundles.ts), where a print thread from source cost 5.7 s of CPU to
 * start and one from the bundle 2.0 s (docs/TESTING.md, thirteenth session).
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Set to true by the bundler in a bundle that has its threads' modules built beside it. */
declare const LEKTOR_THREAD_BUNDLES: boolean | undefined;

/** The environment variable naming a folder of compiled thread modules for a process running from source. */
export const THREAD_MODULES_ENV = 'LEKTOR_THREAD_MODULES';

export function threadModule(sourceEntry: URL, env: NodeJS.ProcessEnv = process.env): string {
  const name = basename(fileURLToPath(sourceEntry));
  // In the bundle, import.meta.dirname is the bundle's folder (the bundler rewrites import.meta.url alone).
  if (typeof LEKTOR_THREAD_BUNDLES !== 'undefined' && LEKTOR_THREAD_BUNDLES) {
    return pathToFileURL(join(import.meta.dirname, name)).href;
  }
  const folder = env[THREAD_MODULES_ENV];
  if (!folder) return sourceEntry.href;
  const compiled = join(folder, name);
  if (!existsSync(compiled)) {
    throw new Error(`${THREAD_MODULES_ENV} names a folder without ${name}: build the server bundle into it first`);
  }
  return pathToFileURL(compiled).href;
}

/** Node's switch for require() of ES modules, where this Node has it (20.19 and later; 22.12 and later on by default). */
const REQUIRE_ESM_OFF = '--no-experimental-require-module';

/** Whether a worker thread can be started with these Node options (V8's and the process's own it refuses). */
function threadsAccept(execArgv: readonly string[]): boolean {
  try {
    void new Worker('', { eval: true, execArgv: [...execArgv] }).terminate();
    return true;
  } catch {
    return false;
  }
}

let checked: { execArgv: readonly string[]; answer: string[] | undefined } | undefined;

/**
 * The Node options of a pool's worker threads: the process's own, and require() of ES modules turned off. Piscina
 * loads a thread's module with require() first and with import() when that fails; a thread module is an ES module
 * whose graph awaits at its top (tsx registered, then the task imported), so require() fails and import() loads it.
 * On Node 20 a require() that meets the same module while its import() is still under way aborts the whole process
 * ("FATAL ERROR: v8::Module::IsGraphAsync must be used on an instantiated module", once in CI in
 * tests/integration/external-provider.test.ts). With the switch off, require() refuses an ES module at once
 * (ERR_REQUIRE_ESM) and import() is the only way it is loaded. Undefined (the threads inherit the process's
 * options, as before) where this Node has no such switch, or where the process was started with options a thread
 * may not be given (a thread inherits those, but refuses them when they are named: `--max-old-space-size`); checked
 * once per process.
 */
export function threadExecArgv(execArgv: readonly string[] = process.execArgv): string[] | undefined {
  if (checked?.execArgv === execArgv) return checked.answer;
  let answer: string[] | undefined;
  if (execArgv.includes(REQUIRE_ESM_OFF)) answer = [...execArgv];
  else if (process.allowedNodeEnvironmentFlags.has(REQUIRE_ESM_OFF)) {
    const wanted = [...execArgv, REQUIRE_ESM_OFF];
    answer = threadsAccept(wanted) ? wanted : undefined;
  }
  checked = { execArgv, answer };
  return answer;
}
