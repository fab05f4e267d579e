/**
 * Every published report page definition (served by the API from the database; docs/EDITOR.md), loaded and
 * validated once at start against the engine's block list. The app finds a page by its reportId; no component
 * knows a report by name. Id 0 is the dashboard; the report pages are the others. A definition that does not load
 * is left out (and logged): the other pages still work.
 */
import { loadEngineValidators, loadReportDefinitions, type ReportDefinition } from '../../engine/index.ts';
import { blockContracts } from '../../engine/react/index.ts';
import type { ReportSubject } from '../stores/ReportPageStore.ts';
import { readDefinitionFiles } from './definition-source.ts';

// The definitions' call goes out at once; what the engine checks them against (validator groups the other pages do
// not load) loads meanwhile.
const reading = readDefinitionFiles();
reading.catch(() => undefined);
await loadEngineValidators();

async function loadAll(): Promise<ReportDefinition[]> {
  let files: Awaited<ReturnType<typeof readDefinitionFiles>>;
  try {
    files = await reading;
  } catch (error) {
    // Without the server's definitions no page can render; each says so instead of the whole app failing.
    console.error('Report definitions could not be fetched', error);
    return [];
  }
  const { definitions, failures } = loadReportDefinitions(files, { blockTypes: blockContracts });
  for (const failure of failures) console.error(failure.message);
  return definitions;
}

export const DASHBOARD_REPORT_ID = 0;
/**
 * Whether a page is closed to the one on screen: a definition flagged `adminOnly` (report 10, similar books) is
 * for admins inside a manuscript (spec §2); a similar book and the trial report show it to everyone.
 */
export function closedTo(definition: ReportDefinition | undefined, subject: ReportSubject, isAdmin: boolean): boolean {
  return Boolean(definition?.adminOnly) && subject.kind === 'manuscript' && !isAdmin;
}

export const reportDefinitions: readonly ReportDefinition[] = await loadAll();

/** The report pages listed in the navigation and the analysis overview (the dashboard is apart). */
export const reportPages: readonly ReportDefinition[] = reportDefinitions.filter(
  (d) => d.reportId !== DASHBOARD_REPORT_ID,
);

export function definitionFor(reportId: number): ReportDefinition | undefined {
  return reportDefinitions.find((d) => d.reportId === reportId);
}
