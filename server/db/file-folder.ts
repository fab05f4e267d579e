/**
 * A folder of files named by key, written so that a crash never leaves half a file under a key: the bytes go to a
 * temporary name, are flushed to disk, and are then renamed into place (and the folder flushed, so the rename
 * survives a power cut). Every operation is asynchronous file I/O, which Node does on its thread pool, off the event
 * loop.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

const TEMPORARY = '.partial';
const KEY = /^[0-9a-f-]{36}$/u;

export interface FileFolder {
  /** Stores the bytes under a new key and returns it. */
  put(bytes: Uint8Array): Promise<string>;
  get(key: string): Promise<Uint8Array>;
  /** Removes the file; a key with no file is no error. */
  remove(key: string): Promise<void>;
  /** The keys of every stored file (not the temporary files of writes under way). */
  keys(): Promise<string[]>;
  /** Removes the temporary files that writes cut short by a crash left behind. */
  removeTemporaryFiles(): Promise<void>;
}

function pathOf(folder: string, key: string): string {
  // A key is only ever one this module made: never a path that leads out of the folder.
  if (!KEY.test(key)) throw new Error(`not a file key: '${key}'`);
  return join(folder, key);
}

export function fileFolder(folder: string): FileFolder {
  mkdirSync(folder, { recursive: true });
  return {
    async put(bytes) {
      const key = randomUUID();
      const temporary = join(folder, `${key}${TEMPORARY}`);
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, pathOf(folder, key));
      const directory = await open(folder, 'r');
      try {
        await directory.sync();
      } finally {
        await directory.close();
      }
      return key;
    },
    async get(key) {
      // A view of the file's own memory, not a copy of it: a 10 MB copy is 10 MB more for the collector to answer.
      const file = await readFile(pathOf(folder, key));
      return new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
    },
    async remove(key) {
      await rm(pathOf(folder, key), { force: true });
    },
    async keys() {
      return (await readdir(folder)).filter((name) => KEY.test(name));
    },
    async removeTemporaryFiles() {
      for (const name of await readdir(folder)) {
        if (name.endsWith(TEMPORARY)) await rm(join(folder, name), { force: true });
      }
    },
  };
}
