import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { createPgliteFolderApart, pgliteFolder } from './pglite-folder.ts';

describe('createPgliteFolderApart', () => {
  it('creates a new folder in a child process, leaves an existing one alone, and the server opens it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lektor-pglite-'));
    await createPgliteFolderApart(dataDir);
    const version = join(pgliteFolder(dataDir), 'PG_VERSION');
    expect(existsSync(version)).toBe(true);
    expect(existsSync(join(dataDir, 'lektor.lock'))).toBe(false);
    const created = statSync(version).mtimeMs;
    await createPgliteFolderApart(dataDir);
    expect(statSync(version).mtimeMs).toBe(created);

    const database = await openDatabase({ dataDir });
    try {
      const { rows } = await database.executeSql('SHOW shared_buffers');
      expect(rows[0]).toEqual({ shared_buffers: '16MB' });
    } finally {
      await database.close();
    }
  }, 120_000);

  it('rejects with the child’s reason when the folder cannot be created, and releases the lock', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lektor-pglite-'));
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(pgliteFolder(dataDir), 'not a folder');
    await expect(createPgliteFolderApart(dataDir)).rejects.toThrow(/PGlite-mappen .* kunne ikke oprettes: .+/);
    expect(existsSync(join(dataDir, 'lektor.lock'))).toBe(false);
  }, 60_000);
});
