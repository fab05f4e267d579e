/**
 * Where a PGlite template made before the test run is found: `npm test` (tests/run-suite.ts) makes one for both of
 * its Vitest processes and names its folder in LEKTOR_PGLITE_TEMPLATE; pglite-template.ts makes it and uses it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The environment variable naming the folder of a template made before the run. */
export const TEMPLATE_ENV = 'LEKTOR_PGLITE_TEMPLATE';

/** The template made before the run, when LEKTOR_PGLITE_TEMPLATE names a folder holding one. */
export function templateMadeBefore(): string | undefined {
  const given = process.env[TEMPLATE_ENV];
  return given && existsSync(join(given, 'pglite')) ? given : undefined;
}
