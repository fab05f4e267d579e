/**
 * Where an upload's file is kept (server/db/revision-files.ts): on PGlite in the data folder's file store, the row
 * holding its key (a 10 MB bytea in PGlite's WebAssembly stalled the event loop for seconds); on PostgreSQL in the
 * row. The file is read back byte for byte, survives a restart, is removed when its transaction fails or its row is
 * gone, and a row with neither bytes nor key is refused by the database.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { fileFolder } from '../../server/db/file-folder.ts';
import { revisionFiles } from '../../server/db/schema.ts';
import { loadRevisionFile } from '../../server/jobs/revision-store.ts';
import { storeUpload } from '../../server/manuscripts/store-upload.ts';
import { backends, startTestServer, testStorage } from '../support/test-server.ts';

const bytes = new Uint8Array(randomBytes(3_000_000));

function upload(userId: number) {
  return { userId, title: 'Filen', genreId: 1, audienceId: 3, fileName: 'filen.txt', fileType: 'TEXT', bytes } as const;
}

const fileRow = (database: Database, revisionId: number) =>
  database.db
    .select({ bytes: revisionFiles.bytes, fileKey: revisionFiles.fileKey })
    .from(revisionFiles)
    .where(eq(revisionFiles.revisionId, revisionId))
    .then(([row]) => row!);

describe.each(backends())('an uploaded file on %s', (backend) => {
  test('is kept where the database keeps files, read back whole, and kept over a restart', async () => {
    const storage = await testStorage(backend);
    try {
      const server = await startTestServer({ backend, ...storage });
      const author = await server.createAuthor('filer@lektor.dk', { uploads: 2 });
      const stored = await storeUpload(server.server.database.db, upload(author.id));
      const row = await fileRow(server.server.database, stored.revisionId);
      if (backend === 'pglite') {
        expect(row.bytes).toBeNull();
        expect(readdirSync(join(storage.dataDir!, 'files'))).toEqual([row.fileKey]);
      } else {
        expect(row.fileKey).toBeNull();
        expect(row.bytes?.byteLength).toBe(bytes.byteLength);
      }
      expect(Buffer.compare((await loadRevisionFile(server.server.database.db, stored.revisionId))!.bytes, bytes)).toBe(
        0,
      );
      await server.close();

      const reopened = await openDatabase(storage);
      try {
        const again = await loadRevisionFile(reopened.db, stored.revisionId);
        expect(Buffer.compare(again!.bytes, bytes)).toBe(0);
      } finally {
        await reopened.close();
      }
    } finally {
      await storage.dispose();
    }
  });

  test('an upload refused in its transaction leaves no file behind', async () => {
    const storage = await testStorage(backend);
    try {
      const server = await startTestServer({ backend, ...storage });
      const author = await server.createAuthor('ingen@lektor.dk', { uploads: 0 });
      await expect(storeUpload(server.server.database.db, upload(author.id))).rejects.toMatchObject({
        code: 'NO_UPLOADS_LEFT',
      });
      if (backend === 'pglite') expect(readdirSync(join(storage.dataDir!, 'files'))).toEqual([]);
      await server.close();
    } finally {
      await storage.dispose();
    }
  });

  test('a row with neither the bytes nor a key is refused by the database', async () => {
    const storage = await testStorage(backend);
    try {
      const server = await startTestServer({ backend, ...storage });
      const author = await server.createAuthor('tom@lektor.dk', { uploads: 1 });
      const stored = await storeUpload(server.server.database.db, upload(author.id));
      await expect(
        server.server.database.db
          .update(revisionFiles)
          .set({ bytes: null, fileKey: null })
          .where(eq(revisionFiles.revisionId, stored.revisionId)),
      ).rejects.toThrow();
      await server.close();
    } finally {
      await storage.dispose();
    }
  });
});

describe('the embedded database’s file store', () => {
  test('removes, when it opens, files no row refers to and writes a crash cut short', async () => {
    const storage = await testStorage('pglite');
    try {
      const server = await startTestServer({ backend: 'pglite', ...storage });
      const author = await server.createAuthor('rest@lektor.dk', { uploads: 2 });
      const kept = await storeUpload(server.server.database.db, upload(author.id));
      const gone = await storeUpload(server.server.database.db, upload(author.id));
      const goneKey = (await fileRow(server.server.database, gone.revisionId)).fileKey!;
      // A revision whose row is deleted (as deleting a manuscript would) takes its file with it at the next start.
      await server.server.database.db.delete(revisionFiles).where(eq(revisionFiles.revisionId, gone.revisionId));
      await server.close();
      const folder = join(storage.dataDir!, 'files');
      writeFileSync(join(folder, '0b7f6c43-9a8e-4d5c-8f37-2a1b0c9d8e7f.partial'), 'halvt skrevet');
      writeFileSync(join(folder, '0b7f6c43-9a8e-4d5c-8f37-2a1b0c9d8e7f'), 'ingen række');

      const reopened = await openDatabase(storage);
      try {
        const keptKey = (await fileRow(reopened, kept.revisionId)).fileKey;
        expect(readdirSync(folder)).toEqual([keptKey]);
        expect(existsSync(join(folder, goneKey))).toBe(false);
      } finally {
        await reopened.close();
      }
    } finally {
      await storage.dispose();
    }
  });

  test('never reads or writes outside its folder', async () => {
    const storage = await testStorage('pglite');
    try {
      const folder = fileFolder(join(storage.dataDir!, 'files'));
      await expect(folder.get('../pglite/PG_VERSION')).rejects.toThrow(/not a file key/);
      await expect(folder.remove('/etc/passwd')).rejects.toThrow(/not a file key/);
    } finally {
      await storage.dispose();
    }
  });
});
