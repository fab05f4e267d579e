/**
 * One migrated PGlite database per test run, copied into each test's data folder. A new embedded database costs
 * 3 s of CPU on a quiet machine (initdb in WebAssembly and every migration) and far more on CI's busy cores; a copy
 * of a migrated one opens in under half a second, and opening it runs the same migrations (finding nothing to do).
 * The template also holds the seeded reference library. The template is made by `setup` (the integration and e2e projects' globalSetup) with the code under test, so it is
 * what that code's first start would have made. The walking-skeleton browser test still starts on an empty folder.
 * Tests get their copies from data-dir.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database.ts';
import { seedLibrary } from '../../server/library/books.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder holding a migrated PGlite database with the seed library, otherwise empty. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lektor-template-'));
  const database = await openDatabase({ dataDir });
  // The reference library is seeded once here (226 books, seconds), not at every test server's start.
  await seedLibrary(database.db);
  await database.close();
  project.provide('pgliteTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
