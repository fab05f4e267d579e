/**
 * `npm run validate:reports`: validates every definition in reports/ (format, expressions, bindings against the
 * model schemas, block props), prints each problem with its file and JSON pointer, then how many passed.
 * Exits non-zero when any definition fails.
 */
import { fileURLToPath } from 'node:url';
import { DefinitionError } from './errors.ts';
import { loadReportDefinition } from './load.ts';
import { blockPropsSpecs } from './react/blocks/specs.ts';
import { type ReportFile, readReportFiles } from './report-files.ts';

export interface ValidationSummary {
  passed: number;
  failed: number;
  lines: string[];
}

export function validateReports(files: readonly ReportFile[]): ValidationSummary {
  const lines: string[] = [];
  let passed = 0;
  const keys = new Map<string, string>();
  for (const file of files) {
    try {
      const definition = loadReportDefinition(file.json, file.name, { blockProps: blockPropsSpecs });
      const expected = `${definition.key}.report.json`;
      if (file.name !== expected)
        throw new DefinitionError(file.name, [
          { pointer: '/key', message: `key must match the file name (${expected})` },
        ]);
      const other = keys.get(definition.key);
      if (other) throw new DefinitionError(file.name, [{ pointer: '/key', message: `key also used by ${other}` }]);
      keys.set(definition.key, file.name);
      passed++;
      const unchecked = definition.uncheckedSources.length
        ? ` (not yet checked, no schema: ${definition.uncheckedSources.join(', ')})`
        : '';
      lines.push(`ok   ${file.name}${unchecked}`);
    } catch (error) {
      lines.push(`FAIL ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  lines.push(`${passed} of ${files.length} report definitions passed`);
  return { passed, failed: files.length - passed, lines };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const summary = validateReports(readReportFiles());
  for (const line of summary.lines) console.log(line);
  process.exit(summary.failed > 0 || summary.passed === 0 ? 1 : 0);
}
