/**
 * Where the app's report definitions come from: the published ones the API serves (GET /api/reports/definitions,
 * revalidated with its ETag on every start), so an editor's publication reaches every reader on their next load,
 * without a build. The unit tests, which have no server, read the same files the server seeds from
 * (tests/unit/setup-definitions.ts).
 */
import type { DefinitionFile } from '../../engine/index.ts';
import type { PublishedDefinitions } from '../../schemas/api/editor.ts';
import { assertValid, loadValidators } from '../../schemas/validate.ts';

export type DefinitionSource = () => Promise<DefinitionFile[]>;

/** The published definitions as the engine loads them: each named by its key's file name. */
export function definitionFiles(answer: PublishedDefinitions): DefinitionFile[] {
  return answer.definitions.map(({ key, definition }) => ({ name: `reports/${key}.report.json`, json: definition }));
}

async function fromApi(): Promise<DefinitionFile[]> {
  const [response] = await Promise.all([
    fetch('/api/reports/definitions', { headers: { accept: 'application/json' } }),
    loadValidators('api/reports/definitions'),
  ]);
  if (!response.ok) throw new Error(`GET /api/reports/definitions: ${response.status}`);
  return definitionFiles(assertValid<PublishedDefinitions>('api/reports/definitions', await response.json()));
}

let source: DefinitionSource = fromApi;
/** A read started ahead (startReadingDefinitions), taken by the next readDefinitionFiles. */
let ahead: Promise<DefinitionFile[]> | undefined;

/** Replaces the source (tests without a server); call before app/reports/definitions.ts is first imported. */
export function setDefinitionSource(next: DefinitionSource): void {
  source = next;
  ahead = undefined;
}

/**
 * Starts reading the definitions (and loading their validators) before the report pages' code asks for them: the
 * callback page does so while the sign-in completes, for a report page the author is going to. A failure is the
 * taker's to handle; none is left unhandled meanwhile.
 */
export function startReadingDefinitions(): void {
  if (ahead) return;
  ahead = source();
  ahead.catch(() => undefined);
}

/**
 * One schema of each validator group the report pages' code awaits before it runs (engine/validators.ts: the
 * definitions', the model data's and the content payloads'); definition-source.test.ts checks that they cover them.
 */
export const REPORT_VALIDATOR_SCHEMAS = [
  'report-definition',
  'revision-data',
  'api/content/dashboard',
  'api/content/recommendation',
  'api/author/settings',
];

/**
 * Starts loading those validator groups, so that they are in when the report pages' code comes; the callback page
 * does so while the sign-in completes. Not through engine/validators.ts: that would be one more file to fetch
 * first, behind the sign-in's calls. A failure is met again, and reported, by the code that awaits them.
 */
export function startLoadingReportValidators(): void {
  loadValidators(...REPORT_VALIDATOR_SCHEMAS).catch(() => undefined);
}

export function readDefinitionFiles(): Promise<DefinitionFile[]> {
  const started = ahead;
  ahead = undefined;
  return started ?? source();
}
