/**
 * The integration project's globalSetup: the server bundle's thread modules, built when missing or stale
 * (build/bundles.mjs checks every input's hash), for the test servers' worker threads. The servers run from
 * source, but a thread from source loads tsx and transpiles its graph in its own isolate at every start: 5.7 s of
 * CPU for a print thread and 1.2 s for an analysis thread, against 2.0 s and 0.2 s compiled (docs/TESTING.md,
 * thirteenth session). The product's threads are the compiled ones, so these are what ships.
 */
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBundle } from '../../build/bundles.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the server bundle's compiled thread modules. */
    threadModules: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('threadModules', dirname(await ensureBundle('server')));
}
