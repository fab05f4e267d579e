import type { ReportDefinition } from './definition.ts';
import { DefinitionError, type DefinitionIssue } from './errors.ts';
import { type LoadOptions, loadReportDefinition } from './load.ts';
import { definitionText } from './messages.ts';

/** One definition file: its name (used in every message about it) and its parsed JSON. */
export interface DefinitionFile {
  name: string;
  json: unknown;
}

export interface LoadedDefinitions {
  /** The definitions that loaded, sorted by menu place, then reportId (some may carry block problems: those blocks fail alone). */
  definitions: ReportDefinition[];
  /** One error per definition that did not load; the others are unaffected. */
  failures: DefinitionError[];
}

/**
 * Loads every definition of the product at once: each `key` must match its file name (`<key>.report.json`) and
 * each `key` and `reportId` must be unique across the files (a later file repeating one fails), and expressions
 * may ask for another report's id by key (`$reportId('genre')`). One bad definition fails alone: the others load.
 */
/** The files that may load, every key's reportId, and the files refused for a repeated or misnamed key or id. */
export interface CheckedFiles {
  unique: DefinitionFile[];
  reportIds: Record<string, number>;
  failures: DefinitionError[];
}

/**
 * The checks across files, made before any definition is loaded (cheap: two fields per file): each `key` must
 * match its file name and each `key` and `reportId` be unique (a later file repeating one fails alone).
 */
export function checkDefinitionFiles(files: readonly DefinitionFile[]): CheckedFiles {
  const failures: DefinitionError[] = [];
  const reportIds: Record<string, number> = {};
  const idOwners = new Map<number, string>();
  const keyOwners = new Map<string, string>();
  const unique: DefinitionFile[] = [];
  for (const file of files) {
    const { key, reportId } = (file.json ?? {}) as { key?: unknown; reportId?: unknown };
    const issues: DefinitionIssue[] = [];
    const fileName = file.name.split('/').at(-1) ?? file.name;
    if (typeof key === 'string') {
      const owner = keyOwners.get(key);
      if (owner) issues.push({ pointer: '/key', message: definitionText.duplicateKey(key, owner) });
      if (fileName !== `${key}.report.json`)
        issues.push({ pointer: '/key', message: definitionText.keyNotFileName(`${key}.report.json`) });
    }
    if (typeof reportId === 'number') {
      const owner = idOwners.get(reportId);
      if (owner) issues.push({ pointer: '/reportId', message: definitionText.duplicateReportId(reportId, owner) });
    }
    if (issues.length > 0) {
      failures.push(new DefinitionError(file.name, issues));
      continue;
    }
    if (typeof key === 'string') keyOwners.set(key, file.name);
    if (typeof reportId === 'number') idOwners.set(reportId, file.name);
    if (typeof key === 'string' && typeof reportId === 'number') reportIds[key] = reportId;
    unique.push(file);
  }
  return { unique, reportIds, failures };
}

export function loadReportDefinitions(
  files: readonly DefinitionFile[],
  options: Omit<LoadOptions, 'reportIds'> & {
    /** Load only the file of this name: the others give their keys and report ids (an editor's check as you type). */
    only?: string;
  } = {},
): LoadedDefinitions {
  const { unique, reportIds, failures } = checkDefinitionFiles(files);
  const definitions: ReportDefinition[] = [];
  for (const file of unique) {
    if (options.only !== undefined && file.name !== options.only) continue;
    try {
      definitions.push(loadReportDefinition(file.json, file.name, { ...options, reportIds }));
    } catch (error) {
      if (!(error instanceof DefinitionError)) throw error;
      failures.push(error);
    }
  }
  definitions.sort((a, b) => a.menuOrder - b.menuOrder || a.reportId - b.reportId);
  return { definitions, failures };
}
