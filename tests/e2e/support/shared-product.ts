/**
 * The e2e project's globalSetup: what the browser test files share, started once for the run.
 *
 * - the run's migrated PGlite template (tests/support/pglite-template.ts), for the files with a product of their own;
 * - one product (server child process, database, analysis threads, built-in sign-in), on a copy of the template that
 *   holds the demo accounts and each file's own copy of them (file-accounts.ts). Files that change what every user
 *   sees (published definitions, admin lists, another sign-in provider, a restart) keep their own product;
 * - one Chromium, which every file connects to for fresh contexts (browser.ts) instead of launching its own.
 *
 * A product costs seconds of CPU to start (the analysis thread's lexicons, the database, the sign-in keys) and a
 * Chromium about one; the files that used to start both each paid that once more (docs/TESTING.md).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureBundle } from '../../../build/bundles.mjs';
import { openDatabase } from '../../../server/db/database.ts';
import { HEADLESS_CHROMIUM_ARGS } from '../../../server/print/chromium.ts';
import pgliteTemplate from '../../support/pglite-template.ts';
import { CHROMIUM } from './browser.ts';
import { e2eFileKeys, seedFileAccounts } from './file-accounts.ts';
import { startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared product's address. */
    sharedProductUrl: string;
    /** Where the shared Chromium listens for Playwright's connect(). */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The server bundle once, before any file starts a product from it (each start then only checks its stamp).
  await ensureBundle('server');
  const removeTemplate = await pgliteTemplate(project);
  const dataDir = mkdtempSync(join(tmpdir(), 'lektor-e2e-shared-'));
  // The template's database (data-dir.ts copies the same folder for each test's own product).
  cpSync(join(project.getProvidedContext().pgliteTemplate, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  const database = await openDatabase({ dataDir });
  try {
    await seedFileAccounts(database.db, e2eFileKeys());
  } finally {
    await database.close();
  }
  // Two analysis threads: the two test workers' analyses run side by side, as they did on two products. No hook
  // time-out limits a globalSetup: a busy machine gets ten minutes to start it.
  const browserServer = await chromium.launchServer({
    executablePath: CHROMIUM,
    headless: true,
    args: [...HEADLESS_CHROMIUM_ARGS],
  });
  const server = await startServer({ ANALYSIS_THREADS: '2' }, { dataDir, startTimeoutMs: 600_000 }).catch(
    async (error: unknown) => {
      await browserServer.close();
      rmSync(dataDir, { recursive: true, force: true });
      removeTemplate();
      throw error;
    },
  );
  project.provide('sharedProductUrl', server.url);
  project.provide('chromiumEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    removeTemplate();
  };
}
