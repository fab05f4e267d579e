/**
 * The report definitions of the product as the app uses them (issue 33 point 4): every page's menu fields checked
 * at once (cheap), each whole definition loaded (validated, normalised, its formulas compiled) the first time its
 * page is asked for, and kept. Loading all of them before the first page rendered took most of the browser's script
 * time between the sign-in and the dashboard's data call (docs/PERFORMANCE.md).
 */
import { type ModelName, modelNames, type SectionName, sectionNames } from '../schemas/models/names.ts';
import type { ReportDefinitionSummaryJson } from '../schemas/report-definition.ts';
import { validate } from '../schemas/validate.ts';
import { danishSchemaIssues } from './block-props.ts';
import type { DataSource, ReportDefinition } from './definition.ts';
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
  /** Whether a page's whole definition has been asked for (loaded, or failed to load). */
  isLoaded(reportId: number): boolean;
  /**
   * The data sources a page's file names (model and section of each entry of its `data`), read from the file as
   * stored, before its whole load: what the page will read, so that a view may ask for the data while the
   * definitions load (the print view). Only for choosing what to read: rendering takes the loaded definition.
   */
  sourcesOf(reportId: number): DataSource[];
}

const knownModels: ReadonlySet<string> = new Set(modelNames);
const knownSections: ReadonlySet<string> = new Set(sectionNames);

/**
 * The model and section of each data source a definition file names, without loading it: only names the API
 * knows (an unknown one would make the whole data request fail; its definition fails to load anyway).
 */
export function fileSources(json: unknown): DataSource[] {
  const data = (json as { data?: unknown } | null)?.data;
  if (data === null || typeof data !== 'object') return [];
  const seen = new Map<string, DataSource>();
  for (const source of Object.values(data as Record<string, { model?: unknown; section?: unknown }>)) {
    if (source === null || typeof source !== 'object') continue;
    const { model, section } = source;
    if (
      typeof model === 'string' &&
      typeof section === 'string' &&
      knownModels.has(model) &&
      knownSections.has(section)
    )
      seen.set(`${model}/${section}`, { model: model as ModelName, section: section as SectionName });
  }
  return [...seen.values()];
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
    isLoaded: (reportId) => loaded.has(reportId),
    sourcesOf(reportId) {
      const file = fileOf.get(reportId);
      return file ? fileSources(file.json) : [];
    },
  };
}
