/**
 * One migrated PGlite database per test run, copied into each test's data folder. A new embedded database costs
 * 3 s of CPU on a quiet machine (initdb in WebAssembly and every migration) and far more on CI's busy cores; a copy
 * of a migrated one opens in under half a second, and opening it runs the same migrations (finding nothing to do).
 * The template is made by `setup` (the integration and e2e projects' globalSetup) with the code under test, so it is
 * what that code's first start would have made. The walking-skeleton browser test still starts on an empty folder.
 * Tests get their copies from data-dir.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder holding a migrated, otherwise empty PGlite database. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lektor-template-'));
  const database = await openDatabase({ dataDir });
  await database.close();
  project.provide('pgliteTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
