/** Where the shared evaluation corpus lives: ../shared/corpus relative to the repository root. */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const corpusRoot = join(repoRoot, '..', 'shared', 'corpus');

export function requireCorpusFile(path: string): string {
  const full = resolve(repoRoot, path);
  if (!existsSync(full)) {
    process.stderr.write(
      `Not found: ${path}. The evaluation corpus is expected in ../shared/corpus beside the repository.\n`,
    );
    process.exit(2);
  }
  return full;
}
