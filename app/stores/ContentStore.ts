/**
 * Content texts the report pages bind to (`$content.<name>` in definitions): fetched from the content API,
 * cached for the visit. A content call that fails is logged and left out; the page renders without it.
 */
import type { ReportContent } from '../../engine/index.ts';
import type { ArticlePage } from '../../engine/react/index.ts';
import { reportId as reportIdSchema } from '../../schemas/api/common.ts';
import type { Articles } from '../../schemas/api/content.ts';
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

/** The names of the texts every report page shares (as the texts route names them, schemas/api/texts.ts). */
export const sharedContentNames = Object.keys(sharedContent) as (keyof typeof sharedContent)[];

/**
 * The last report id with texts of its own: the spec's 1-17 and the word pages Show/Tell 18, Tillægsord 19 and
 * Udsagnsord 20, as the content API's report query accepts them.
 */
const LAST_REPORT_WITH_TEXTS = reportIdSchema.maximum;

/** Content of one report page (?report=id). */
const reportContent = {
  tips: ['tips/', 'api/content/tips'],
  infos: ['infos/', 'api/content/infos'],
  characteristics: ['characteristics/', 'api/content/characteristics'],
} as const;

export class ContentStore {
  private readonly cache = new Map<string, Promise<unknown>>();

  /**
   * `onError` is told of every failed content call but the articles' (spec §8: any API error opens the global
   * error dialog; an article fetch failure goes to the console only). The page renders without what failed.
   */
  constructor(
    private readonly api: ApiClient,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  private cached(key: string, load: () => Promise<unknown>): Promise<unknown> {
    let entry = this.cache.get(key);
    if (!entry) {
      entry = load().catch((error: unknown) => {
        console.error(`content ${key} could not be loaded`, error);
        if (!key.startsWith('articles:')) this.onError(error);
        this.cache.delete(key);
        return undefined;
      });
      this.cache.set(key, entry);
    }
    return entry;
  }

  /** Keeps the shared texts of a batch (session-texts.ts) as if each had been fetched on its own. */
  keep(texts: Partial<Record<string, unknown>>): void {
    for (const name of sharedContentNames) {
      if (texts[name] !== undefined) this.cache.set(name, Promise.resolve(texts[name]));
    }
  }

  private sharedEntries() {
    return Object.entries(sharedContent).map(
      ([name, [path, schema]]) => [name, this.cached(name, () => this.api.get(path, schema))] as const,
    );
  }

  /**
   * Every content payload a report page may bind to, by name; failed ones are absent. Texts per report exist
   * for the report ids 1..20; the dashboard (0) gets the shared ones only.
   */
  async forReport(reportId: number): Promise<Record<string, unknown>> {
    const perReport = Number.isInteger(reportId) && reportId >= 1 && reportId <= LAST_REPORT_WITH_TEXTS;
    const entries = [
      ...this.sharedEntries(),
      ...(perReport
        ? [
            ...Object.entries(reportContent).map(
              ([name, [path, schema]]) =>
                [
                  name,
                  this.cached(`${name}:${reportId}`, () => this.api.get(path, schema, { report: reportId })),
                ] as const,
            ),
            // The first page of the articles; the block pages on through articlePage.
            [
              'articles',
              this.articlePage(reportId, 1).then(
                (first) => first.items,
                () => undefined,
              ),
            ] as const,
          ]
        : []),
    ];
    return (await collect(entries)) satisfies ReportContent;
  }

  /**
   * Page `page` of a report's article cards as the content site pages them, with its totals (x-wp-total,
   * x-wp-totalpages); the article block asks for the next page when the author turns to it.
   */
  articlePage = (reportId: number, page: number): Promise<ArticlePage> =>
    this.cached(`articles:${reportId}:${page}`, () =>
      this.api.getPage<Articles>('articles/', 'api/content/articles', { report: reportId, page }),
    ).then((found) => {
      if (!found) throw new Error(`articles of report ${reportId}, page ${page} could not be loaded`);
      return found as ArticlePage;
    });

  clear(): void {
    this.cache.clear();
  }
}

async function collect(entries: readonly (readonly [string, Promise<unknown>])[]): Promise<Record<string, unknown>> {
  const content: Record<string, unknown> = {};
  for (const [name, promise] of entries) {
    const value = await promise;
    if (value !== undefined) content[name] = value;
  }
  return content;
}
