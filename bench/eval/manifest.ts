/** One column of the corpus MANIFEST.tsv by file name (empty when the manifest is absent). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readManifest(folder: string, columnName: string): Map<string, string> {
  const values = new Map<string, string>();
  try {
    const [header, ...rows] = readFileSync(join(folder, 'MANIFEST.tsv'), 'utf8').trim().split('\n');
    const column = header!.split('\t').indexOf(columnName);
    if (column === -1) return values;
    for (const row of rows) {
      const fields = row.split('\t');
      values.set(fields[0]!, fields[column] ?? '');
    }
  } catch {
    // no manifest: nothing is known
  }
  return values;
}
