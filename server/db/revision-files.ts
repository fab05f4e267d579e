/**
 * Where a revision's uploaded file is kept. On PostgreSQL in `revision_files.bytes`. On the embedded database
 * (PGlite) in a file of the data folder's file store (`DATA_DIR/files`), whose key `revision_files.file_key` holds:
 * PGlite runs inside this process's event loop, and storing a 10,000,000-byte bytea there took 4-8 s (its WAL and
 * TOAST in WebAssembly) and reading it back 2 s, during which the server answered no request (issue 32 point 3).
 * The file is written before the transaction that refers to it and removed again if that transaction fails; a file
 * that no row refers to (a crash between the two, or a revision's row deleted) is removed when the database opens.
 */
import { isNotNull } from 'drizzle-orm';
import type { Db } from './database.ts';
import type { FileFolder } from './file-folder.ts';
import { revisionFiles } from './schema.ts';

const folders = new WeakMap<object, FileFolder>();

/** The database keeps its revisions' files in this folder (PGlite). */
export function keepRevisionFilesIn(db: Db, folder: FileFolder): void {
  folders.set(db, folder);
}

/** What a revision_files row holds of the file: its bytes or its key in the file store. */
export interface RevisionFileRow {
  bytes: Uint8Array | null;
  fileKey: string | null;
}

export interface PreparedRevisionFile {
  /** The row's values, to insert in the transaction that stores the revision. */
  row: RevisionFileRow;
  /** Call when that transaction failed: removes the file it would have referred to. */
  discard(): Promise<void>;
}

/** Puts an upload's bytes where this database keeps files, ahead of the transaction that stores the revision. */
export async function prepareRevisionFile(db: Db, bytes: Uint8Array): Promise<PreparedRevisionFile> {
  const folder = folders.get(db);
  if (!folder) return { row: { bytes, fileKey: null }, discard: async () => undefined };
  const fileKey = await folder.put(bytes);
  return { row: { bytes: null, fileKey }, discard: () => folder.remove(fileKey) };
}

/** The bytes of a stored revision file, from its row or from the file store. */
export async function revisionFileBytes(db: Db, row: RevisionFileRow): Promise<Uint8Array> {
  if (row.bytes) return new Uint8Array(row.bytes);
  const folder = folders.get(db);
  if (!row.fileKey || !folder) throw new Error('the revision file is kept in a file store this database does not have');
  return folder.get(row.fileKey);
}

/**
 * Removes every file of the store that no revision_files row refers to, and the temporary files of writes cut short.
 * Run when the database opens, before anything stores an upload (a file is written just before its row).
 */
export async function removeUnreferencedFiles(db: Db): Promise<number> {
  const folder = folders.get(db);
  if (!folder) return 0;
  await folder.removeTemporaryFiles();
  const rows = await db
    .select({ fileKey: revisionFiles.fileKey })
    .from(revisionFiles)
    .where(isNotNull(revisionFiles.fileKey));
  const referenced = new Set(rows.map((row) => row.fileKey));
  let removed = 0;
  for (const key of await folder.keys()) {
    if (referenced.has(key)) continue;
    await folder.remove(key);
    removed++;
  }
  return removed;
}
