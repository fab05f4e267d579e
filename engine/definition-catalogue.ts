/**
 * The report definitions of the product as the app uses them (issue 33 point 4): every page's menu fields checked
 * at once (cheap), each whole definition loaded (validated, normalised, its formulas compiled) the first time its
 * page is asked for, and kept. Loading all of them before the first page rendered took most of the browser's script
 * time between the sign-in and the dashboard's data call (docs/PERFORMANCE.md).
 */
import type { ReportDefinitionSummaryJson } from '../schemas/report-definition.ts';
import { validate } from '../schemas/validate.ts';
import { danishSchemaIssues } from './block-props.ts';
import type { ReportDefinition } from './definition.ts';
import { DefinitionError } from './errors.ts';
import { type LoadOptions, loadReportDefinition } from './load.ts';
import { checkDefinitionFiles, type DefinitionFile } from './load-all.ts';
import { definitionText } from './messages.ts';

/** What the report menu shows of a page: its identity and menu fields, with the defaults the loader gives. */
export type DefinitionSummary = Pick<
  ReportDefinition,
  'key' | 'reportId' | 'title' | 'description' | 'icon' | 'menuOrder' | 'adminOnly' | 'source'
>;

export interface DefinitionCatalogue {
  /** Every page whose menu fields check, sorted by menu place, then reportId. */
  readonly summaries: readonly DefinitionSummary[];
  /** Files refused before any was loaded: a repeated or misnamed key or reportId, menu fields that do not check. */
  readonly failures: readonly DefinitionError[];
  /**
   * The whole definition of a page of the menu, loaded on its first ask and kept; undefined for a reportId the menu
   * lacks or a definition that does not load (its error goes to `onFailure`, once).
   */
  load(reportId: number): ReportDefinition | undefined;
}

function summaryOf(file: DefinitionFile): DefinitionSummary | DefinitionError {
  const checked = validate<ReportDefinitionSummaryJson>('report-definition/summary', file.json);
  if (!checked.ok) {
    return new DefinitionError(
      file.name,
      danishSchemaIssues(checked.issues, file.json).map((issue) => ({
        pointer: issue.pointer,
        message: definitionText.formatInvalid(issue.message),
      })),
    );
  }
  const { key, reportId, title, description, icon, menuOrder, adminOnly } = checked.value;
  return {
    key,
    reportId,
    title,
    ...(description === undefined ? {} : { description }),
    ...(icon === undefined ? {} : { icon }),
    menuOrder: menuOrder ?? reportId,
    adminOnly: adminOnly ?? false,
    source: file.name,
  };
}

export function definitionCatalogue(
  files: readonly DefinitionFile[],
  options: Omit<LoadOptions, 'reportIds'> & { onFailure?: (error: DefinitionError) => void } = {},
): DefinitionCatalogue {
  const { onFailure, ...loadOptions } = options;
  const { unique, reportIds, failures } = checkDefinitionFiles(files);
  const summaries: DefinitionSummary[] = [];
  const fileOf = new Map<number, DefinitionFile>();
  for (const file of unique) {
    const summary = summaryOf(file);
    if (summary instanceof DefinitionError) {
      failures.push(summary);
      continue;
    }
    summaries.push(summary);
    fileOf.set(summary.reportId, file);
  }
  summaries.sort((a, b) => a.menuOrder - b.menuOrder || a.reportId - b.reportId);
  const loaded = new Map<number, ReportDefinition | undefined>();
  return {
    summaries,
    failures,
    load(reportId) {
      if (loaded.has(reportId)) return loaded.get(reportId);
      const file = fileOf.get(reportId);
      let definition: ReportDefinition | undefined;
      if (file) {
        try {
          definition = loadReportDefinition(file.json, file.name, { ...loadOptions, reportIds });
        } catch (error) {
          if (!(error instanceof DefinitionError)) throw error;
          onFailure?.(error);
        }
      }
      loaded.set(reportId, definition);
      return definition;
    },
  };
}
