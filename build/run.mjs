// `node build/run.mjs NAME ARGS…`: runs bundle NAME (build/bundles.mjs) with ARGS as its command line, building it
// first when it is missing, stale or damaged.
import { pathToFileURL } from 'node:url';
import { ensureBundle } from './bundles.mjs';

const [name, ...args] = process.argv.slice(2);
let bundle;
try {
  bundle = await ensureBundle(name ?? '');
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
process.argv = [process.argv[0], bundle, ...args];
await import(pathToFileURL(bundle).href);
