/**
 * Every published report page definition (served by the API from the database; docs/EDITOR.md). The menu fields
 * of all of them are checked at start; a page's whole definition is loaded and validated against the engine's
 * block list the first time the page is asked for (engine/definition-catalogue.ts), so the first page a reader
 * opens waits for its own definition only (issue 33 point 4). The app finds a page by its reportId; no component
 * knows a report by name. Id 0 is the dashboard; the report pages are the others. A definition that does not load
 * is left out (and logged): the other pages still work.
 */
import {
  type DefinitionSummary,
  definitionCatalogue,
  loadEngineValidators,
  type ReportDefinition,
} from '../../engine/index.ts';
import { blockContracts } from '../../engine/react/index.ts';
import type { ReportSubject } from '../stores/ReportPageStore.ts';
import { readDefinitionFiles } from './definition-source.ts';

// The definitions' call goes out at once; what the engine checks them against (validator groups the other pages do
// not load) loads meanwhile.
const reading = readDefinitionFiles();
reading.catch(() => undefined);
await loadEngineValidators();

async function readAll(): Promise<Awaited<ReturnType<typeof readDefinitionFiles>>> {
  try {
    return await reading;
  } catch (error) {
    // Without the server's definitions no page can render; each says so instead of the whole app failing.
    console.error('Report definitions could not be fetched', error);
    return [];
  }
}

const catalogue = definitionCatalogue(await readAll(), {
  blockTypes: blockContracts,
  onFailure: (failure) => console.error(failure.message),
});
for (const failure of catalogue.failures) console.error(failure.message);

export const DASHBOARD_REPORT_ID = 0;
/**
 * Whether a page is closed to the one on screen: a definition flagged `adminOnly` (report 10, similar books) is
 * for admins inside a manuscript (spec §2); a similar book and the trial report show it to everyone.
 */
export function closedTo(
  definition: Pick<DefinitionSummary, 'adminOnly'> | undefined,
  subject: ReportSubject,
  isAdmin: boolean,
): boolean {
  return Boolean(definition?.adminOnly) && subject.kind === 'manuscript' && !isAdmin;
}

/** Every page's menu fields (the dashboard's included), in menu order. */
export const reportSummaries: readonly DefinitionSummary[] = catalogue.summaries;

/** The report pages listed in the navigation and the analysis overview (the dashboard is apart). */
export const reportPages: readonly DefinitionSummary[] = reportSummaries.filter(
  (d) => d.reportId !== DASHBOARD_REPORT_ID,
);

/** A page's whole definition, loaded on its first ask; undefined when there is none or it does not load. */
export function definitionFor(reportId: number): ReportDefinition | undefined {
  return catalogue.load(reportId);
}

/** Every page's whole definition that loads, in menu order (the print view shows them all). */
export function allDefinitions(): ReportDefinition[] {
  return reportSummaries.flatMap((summary) => definitionFor(summary.reportId) ?? []);
}
