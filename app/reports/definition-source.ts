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

export function readDefinitionFiles(): Promise<DefinitionFile[]> {
  const started = ahead;
  ahead = undefined;
  return started ?? source();
}
