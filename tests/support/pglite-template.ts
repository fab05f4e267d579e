/**
 * One migrated PGlite database per test run, copied into each test's data folder. A new embedded database costs
 * 3 s of CPU on a quiet machine (initdb in WebAssembly and every migration) and far more on CI's busy cores; a copy
 * of a migrated one opens in under half a second, and opening it runs the same migrations (finding nothing to do).
 * The template also holds the seeded reference library. The template is made by `setup` (the integration and e2e
 * projects' globalSetup) with the code under test, so it is what that code's first start would have made. The
 * walking-skeleton browser test still starts on an empty folder. Tests get their copies from data-dir.ts.
 *
 * `npm test` runs the integration and the browser tests in two Vitest processes side by side, so it makes the
 * template once for both (about 18 s of CPU on a busy machine): this file run as a program makes it in the folder
 * named by LEKTOR_PGLITE_TEMPLATE, and `setup` then uses that folder and leaves its removal to whoever made it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database.ts';
import { seedLibrary } from '../../server/library/books.ts';
import { TEMPLATE_ENV, templateMadeBefore } from './template-folder.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder holding a migrated PGlite database with the seed library, otherwise empty. */
    pgliteTemplate: string;
  }
}

/** Makes the template in an empty data folder: the migrated database and the seed library. */
export async function makePgliteTemplate(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  // The reference library is seeded once here (226 books, seconds), not at every test server's start.
  await seedLibrary(database.db);
  await database.close();
}

export default async function setup(project: TestProject): Promise<() => void> {
  const given = templateMadeBefore();
  if (given) {
    project.provide('pgliteTemplate', given);
    return () => undefined;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lektor-template-'));
  await makePgliteTemplate(dataDir);
  project.provide('pgliteTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dataDir = process.env[TEMPLATE_ENV];
  if (!dataDir) throw new Error(`${TEMPLATE_ENV} names no folder to make the template in`);
  await makePgliteTemplate(dataDir);
}
