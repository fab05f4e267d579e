import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of report definitions, relative to the repository root. */
export const reportsFolder = 'reports';

export interface ReportFile {
  /** File name, e.g. 'readability.report.json', used as the definition's source in messages. */
  name: string;
  json: unknown;
}

/** Reads every `<key>.report.json` (Node only: the CLI and tests; the app bundles the files itself). */
export function readReportFiles(root = process.cwd()): ReportFile[] {
  const folder = join(root, reportsFolder);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.report.json'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(folder, name), 'utf8');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        json = { __unparsable: (error as Error).message };
      }
      return { name, json };
    });
}
