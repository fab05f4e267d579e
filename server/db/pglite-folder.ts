/**
 * PGlite's options, and the first open of a new data folder in a child process. PGlite's first open (initdb, then
 * recovery) takes the process to about 800 MB resident, and that WebAssembly and malloc memory is never given back;
 * reopening an existing folder costs a fraction (docs/PERFORMANCE.md, memory at rest). So `npm start` creates a new
 * folder in a short-lived child process and then opens it in the server process.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './lock.ts';

/**
 * PGlite's start parameters with a smaller buffer pool: 16 MB of shared buffers instead of PostgreSQL's 128 MB,
 * which lives inside PGlite's WebAssembly memory and is never given back once touched (a first start's seeding
 * touches all of it); the files stay in the OS page cache all the same. 32 MB held 18 MB more resident
 * (docs/PERFORMANCE.md, sixth session).
 */
export const pgliteStartParams: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** The folder PGlite keeps its files in, inside the server's data folder. */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

const initialise = `
import { PGlite } from '@electric-sql/pglite';
const [folder, params] = process.argv.slice(1);
const client = await PGlite.create(folder, { startParams: JSON.parse(params) });
await client.close();
`;

/**
 * Creates the PGlite folder of `dataDir` in a child process when it does not exist yet (nothing to do otherwise),
 * holding the data folder's lock meanwhile. Rejects with the child's message when it fails.
 */
export async function createPgliteFolderApart(dataDir: string): Promise<void> {
  if (existsSync(join(pgliteFolder(dataDir), 'PG_VERSION'))) return;
  const release = lockDataDir(dataDir);
  try {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', initialise, pgliteFolder(dataDir), JSON.stringify(pgliteStartParams)],
      { cwd: new URL('../..', import.meta.url), stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`PGlite-mappen ${pgliteFolder(dataDir)} kunne ikke oprettes: ${stderr.trim()}`);
  } finally {
    release();
  }
}
