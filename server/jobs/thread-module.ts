/**
 * The module a pool's worker threads run. From source, the thread entry beside the pool's code (`….mjs`, which
 * registers tsx and imports the TypeScript task). In the server bundle (build/bundles.mjs), that entry's compiled
 * module in the bundle's folder, so a thread neither loads tsx nor transpiles the analysis (about 60 MB less per
 * thread, and a thread that starts on demand starts in a fraction of the time).
 */
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Set to true by the bundler in a bundle that has its threads' modules built beside it. */
declare const LEKTOR_THREAD_BUNDLES: boolean | undefined;

export function threadModule(sourceEntry: URL): string {
  if (typeof LEKTOR_THREAD_BUNDLES === 'undefined' || !LEKTOR_THREAD_BUNDLES) return sourceEntry.href;
  // In the bundle, import.meta.dirname is the bundle's folder (the bundler rewrites import.meta.url alone).
  return pathToFileURL(join(import.meta.dirname, basename(fileURLToPath(sourceEntry)))).href;
}
