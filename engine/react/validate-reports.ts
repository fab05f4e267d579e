/**
 * `npm run validate:reports`: validates every definition in reports/ together (format, expressions, bindings
 * against the model schemas, each block against its block type's contract, charts compiled, key = file name,
 * unique keys and report ids), prints each problem with its file and JSON pointer, then how many passed.
 * Exits non-zero when any definition fails. A definition with a block problem loads in the app (that block
 * fails alone) but fails here.
 */
import { fileURLToPath } from 'node:url';
import { DefinitionError, loadReportDefinitions } from '../index.ts';
import { type ReportFile, readReportFiles } from '../report-files.ts';
import { fullCheckOptions } from './check-options.ts';

export interface ValidationSummary {
  passed: number;
  failed: number;
  lines: string[];
}

export function validateReports(files: readonly ReportFile[]): ValidationSummary {
  const { definitions, failures } = loadReportDefinitions(files, fullCheckOptions);
  const results = new Map<string, string>();
  for (const failure of failures) results.set(failure.source, `FAIL ${failure.message}`);
  for (const definition of definitions) {
    if (definition.blockProblems.length > 0) {
      results.set(
        definition.source,
        `FAIL ${new DefinitionError(definition.source, [...definition.blockProblems]).message}`,
      );
      continue;
    }
    const unchecked = definition.uncheckedSources.length
      ? ` (not yet checked, no schema: ${definition.uncheckedSources.join(', ')})`
      : '';
    results.set(definition.source, `ok   ${definition.source}${unchecked}`);
  }
  const lines = files.map((file) => results.get(file.name) ?? `FAIL ${file.name}`);
  const passed = lines.filter((line) => line.startsWith('ok')).length;
  lines.push(`${passed} of ${files.length} report definitions passed`);
  return { passed, failed: files.length - passed, lines };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const summary = validateReports(readReportFiles());
  for (const line of summary.lines) console.log(line);
  process.exit(summary.failed > 0 || summary.passed === 0 ? 1 : 0);
}
