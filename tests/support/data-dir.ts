/**
 * A new data folder for a test's server: a copy of the run's migrated PGlite database (pglite-template.ts) inside a
 * Vitest run that made one, an empty folder elsewhere (a benchmark starting the product with the same helpers).
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/** The folder inside a data folder where the server keeps PGlite (server/db/database.ts). */
const PGLITE_FOLDER = 'pglite';

/** The run's template, or undefined outside a Vitest worker (inject then throws) or in a project without one. */
function runTemplate(): string | undefined {
  try {
    return inject('pgliteTemplate') || undefined;
  } catch {
    return undefined;
  }
}

/** A new data folder (prefix: its name in the temporary folder); `empty`: no copy, as on a first start. */
export function newDataDir(prefix: string, { empty = false }: { empty?: boolean } = {}): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const template = empty ? undefined : runTemplate();
  if (template) cpSync(join(template, PGLITE_FOLDER), join(dataDir, PGLITE_FOLDER), { recursive: true });
  return dataDir;
}
