/**
 * Every published report page definition (served by the API from the database; docs/EDITOR.md). The menu fields
 * of all of them are checked at start; a page's whole definition is loaded and validated against the engine's
 * block list the first time the page is asked for (engine/definition-catalogue.ts), so the first page a reader
 * opens waits for its own definition only (issue 33 point 4). The app finds a page by its reportId; no component
 * knows a report by name. Id 0 is the dashboard; the report pages are the others. A definition that does not load
 * is left out (and logged): the other pages still work.
 */
import {
  type DataSource,
  type DefinitionSummary,
  definitionCatalogue,
  loadEngineValidators,
  type ReportDefinition,
} from '../../engine/index.ts';
import { blockContracts } from '../../engine/react/index.ts';
import type { ReportSubject } from '../stores/ReportPageStore.ts';
import { type IdleCallback, whenIdle } from '../when-idle.ts';
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

/** Whether a page's whole definition has been asked for (loaded, or failed to load). */
export function definitionLoaded(reportId: number): boolean {
  return catalogue.isLoaded(reportId);
}

/** What a page will read, from its file before its whole load (engine/definition-catalogue.ts, `sourcesOf`). */
export function sourcesOf(reportId: number): DataSource[] {
  return catalogue.sourcesOf(reportId);
}

/** A macrotask's break: what the browser has waiting (an answer, a click) runs before the next definition loads. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The whole definitions of `pages`, in their order, each loaded in a task of its own: the answers the view asked
 * for meanwhile are taken as they come instead of after every definition (the print view loads about twenty).
 */
export async function definitionsOf(pages: readonly DefinitionSummary[]): Promise<ReportDefinition[]> {
  const definitions: ReportDefinition[] = [];
  for (const page of pages) {
    if (!catalogue.isLoaded(page.reportId)) await pause();
    const definition = definitionFor(page.reportId);
    if (definition) definitions.push(definition);
  }
  return definitions;
}

/** An idle period shorter than this (the rest of a frame) is left alone: a definition takes longer. */
const IDLE_ENOUGH_MS = 10;
let ahead = false;

/**
 * Loads the definitions of the pages not yet opened while the browser is idle, one per idle period (the page on
 * screen waiting for its data or its reader), so that a page clicked later finds its definition loaded instead
 * of loading it on the click (about a tenth of a throttled page's time, docs/PERFORMANCE.md). Validation is not
 * skipped: each is loaded exactly as on its first ask. Once per app load; later calls do nothing.
 */
export function loadDefinitionsWhenIdle(): void {
  if (ahead) return;
  ahead = true;
  const waiting = reportSummaries.map((summary) => summary.reportId);
  const next: IdleCallback = (deadline) => {
    const reportId = waiting.find((id) => !catalogue.isLoaded(id));
    if (reportId === undefined) return;
    if (deadline.timeRemaining() >= IDLE_ENOUGH_MS || deadline.didTimeout) definitionFor(reportId);
    whenIdle(next);
  };
  whenIdle(next);
}
