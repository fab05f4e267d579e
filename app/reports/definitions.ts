/**
 * Every report page definition in reports/, loaded and validated once at start. The app finds a page by its
 * reportId; no component knows a report by name.
 */
import { loadReportDefinition, type ReportDefinition } from '../../engine/index.ts';

const files = import.meta.glob<unknown>('../../reports/*.report.json', { eager: true, import: 'default' });

function loadAll(): ReportDefinition[] {
  return Object.entries(files).map(([path, json]) => loadReportDefinition(json, path.replace('../../', '')));
}

export const reportDefinitions: readonly ReportDefinition[] = loadAll().sort((a, b) => a.reportId - b.reportId);

export function definitionFor(reportId: number): ReportDefinition | undefined {
  return reportDefinitions.find((d) => d.reportId === reportId);
}
