/**
 * Every report page definition in reports/, loaded and validated once at start. The app finds a page by its
 * reportId; no component knows a report by name. Id 0 is the dashboard; the report pages are the others.
 */
import { loadReportDefinition, type ReportDefinition } from '../../engine/index.ts';

const files = import.meta.glob<unknown>('../../reports/*.report.json', { eager: true, import: 'default' });

function loadAll(): ReportDefinition[] {
  return Object.entries(files).map(([path, json]) => loadReportDefinition(json, path.replace('../../', '')));
}

export const DASHBOARD_REPORT_ID = 0;
/** Report 10 (similar books) inside a manuscript is for admins only (spec §2). */
export const SIMILAR_BOOKS_REPORT_ID = 10;

export const reportDefinitions: readonly ReportDefinition[] = loadAll().sort((a, b) => a.reportId - b.reportId);

/** The report pages listed in the navigation and the analysis overview (the dashboard is apart). */
export const reportPages: readonly ReportDefinition[] = reportDefinitions.filter(
  (d) => d.reportId !== DASHBOARD_REPORT_ID,
);

export function definitionFor(reportId: number): ReportDefinition | undefined {
  return reportDefinitions.find((d) => d.reportId === reportId);
}
