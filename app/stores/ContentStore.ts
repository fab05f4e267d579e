/**
 * Content texts the report pages bind to (`$content.<name>` in definitions): fetched from the content API,
 * cached for the visit. A content call that fails is logged and left out; the page renders without it.
 */
import type { ReportContent } from '../../engine/index.ts';
import type { ApiClient } from '../api/client.ts';

/** Content shared by every report page: name → [path, schema id]. */
const sharedContent = {
  whatIs: ['whatIs/', 'api/content/what-is'],
  lix: ['lix/', 'api/content/lix'],
  globalScores: ['globalScores/', 'api/content/global-scores'],
  archetypes: ['archetypes/', 'api/content/archetypes'],
  archetypeIndexes: ['archetypeIndexes/', 'api/content/archetype-indexes'],
  dashboard: ['dashboard/', 'api/content/dashboard'],
} as const;

/** Content of one report page (?report=id). */
const reportContent = {
  tips: ['tips/', 'api/content/tips'],
  infos: ['infos/', 'api/content/infos'],
  articles: ['articles/', 'api/content/articles'],
  characteristics: ['characteristics/', 'api/content/characteristics'],
} as const;

export class ContentStore {
  private readonly cache = new Map<string, Promise<unknown>>();

  constructor(private readonly api: ApiClient) {}

  private cached(key: string, load: () => Promise<unknown>): Promise<unknown> {
    let entry = this.cache.get(key);
    if (!entry) {
      entry = load().catch((error: unknown) => {
        console.error(`content ${key} could not be loaded`, error);
        this.cache.delete(key);
        return undefined;
      });
      this.cache.set(key, entry);
    }
    return entry;
  }

  /** Every content payload a report page may bind to, by name; failed ones are absent. */
  async forReport(reportId: number): Promise<Record<string, unknown>> {
    const entries = [
      ...Object.entries(sharedContent).map(
        ([name, [path, schema]]) => [name, this.cached(name, () => this.api.get(path, schema))] as const,
      ),
      ...Object.entries(reportContent).map(
        ([name, [path, schema]]) =>
          [name, this.cached(`${name}:${reportId}`, () => this.api.get(path, schema, { report: reportId }))] as const,
      ),
    ];
    const content: Record<string, unknown> = {};
    for (const [name, promise] of entries) {
      const value = await promise;
      if (value !== undefined) content[name] = value;
    }
    return content satisfies ReportContent;
  }

  clear(): void {
    this.cache.clear();
  }
}
