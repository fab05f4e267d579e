/**
 * Every report page the spec gives a recommendation and that has one of the rules' metrics (Din bog, Genre,
 * Målgruppe, Perspektiv, Klicheer, Semantiske felter, Scener, Karakter) gets at least one from a real analysis: a
 * team-written novel-length text is analysed by the product's code, the store opens the page's own definition from
 * reports/, asks for the models and sections it lists, and each recommendation is answered by the route's lookup
 * over the seeded rules and bands. A revision analysed before the new fields existed gets no recommendation on
 * those pages, and no error.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeText, textToBlocks } from '../../../analysis/import/txt.ts';
import { analyseText } from '../../../analysis/index.ts';
import { segmentManuscript } from '../../../analysis/text/document.ts';
import { definitionFor } from '../../../app/reports/definitions.ts';
import { ContentStore } from '../../../app/stores/ContentStore.ts';
import { ManuscriptsStore } from '../../../app/stores/ManuscriptsStore.ts';
import { ReportPageStore } from '../../../app/stores/ReportPageStore.ts';
import { RulesStore } from '../../../app/stores/RulesStore.ts';
import { SettingsStore } from '../../../app/stores/SettingsStore.ts';
import { FakeApi } from '../../../app/test-support/fake-api.ts';
import { doneRevision } from '../../../app/test-support/revision.ts';
import type { Rules } from '../../../schemas/api/content.ts';
import type { RevisionDataItem } from '../../../schemas/revision-data.ts';
import {
  parseMetricValues,
  type RecommendationBand,
  recommendationOrNone,
} from '../../../server/content/recommendation-bands.ts';
import { danishNovel } from '../../support/danish-novel.ts';

const seed = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../server/content/seed/${name}.json`, import.meta.url), 'utf8')).payload;
const rules = seed('rules') as Rules;
const bands = seed('recommendations') as RecommendationBand[];

const revision = doneRevision({ title: 'Havnen' });

/** The pages, by report id, and the recommendation each must show first (its own metric's). */
const pages = [
  [1, 'Din bog', 'Antal ord'],
  [3, 'Genre', 'Genre'],
  [4, 'Målgruppe', 'Målgruppe'],
  [12, 'Semantiske felter', 'Temaernes koncentration'],
  [13, 'Scener', 'Stedomtaler pr. 10.000 ord'],
  [14, 'Karakter', 'Hovedpersonens andel'],
  [16, 'Perspektiv', 'Konsekvent perspektiv'],
  [17, 'Klicheer', 'Klichéer pr. 10.000 ord'],
] as const;

/** The revision data as the server answers it: the stored items of the models and sections asked for. */
function selected(data: readonly RevisionDataItem[], query: Record<string, string | number | undefined> = {}) {
  const models = String(query.models ?? '').split(',');
  const sections = String(query.sections ?? '').split(',');
  return data.filter((item) => models.includes(item.model) && sections.includes(item.section));
}

function openStore(data: readonly RevisionDataItem[]) {
  const api = new FakeApi({
    'recommendations/rules/': rules,
    'manuscripts/2/revisions/': [revision],
    'manuscripts/2/revisions/4/': (call: { query?: Record<string, string | number | undefined> }) =>
      selected(data, call.query),
    'GET author/settings/': [],
  });
  for (const path of ['whatIs/', 'lix/', 'globalScores/', 'archetypes/', 'archetypeIndexes/', 'dashboard/'])
    api.answer(path, []);
  for (const path of ['tips/', 'infos/', 'articles/', 'characteristics/']) api.answer(path, []);
  // the route's own lookup over the seeded rules and bands, one call per page:
  // GET recommendations/?genreId=&audienceId=&values=metricId:value,…
  api.answer('recommendations/', (call: { query?: Record<string, string | number | undefined> }) => {
    const genreId = Number(call.query?.genreId);
    const audienceId = Number(call.query?.audienceId);
    return parseMetricValues(String(call.query?.values)).map(({ metricId, value }) => {
      const recommendation = recommendationOrNone(rules, bands, { metricId, genreId, audienceId, value });
      return recommendation ? { metricId, value, recommendation } : { metricId, value };
    });
  });
  const client = api.asClient();
  const store = new ReportPageStore(
    client,
    new ContentStore(client),
    new ManuscriptsStore(client),
    new RulesStore(client),
    new SettingsStore(client),
  );
  return { api, store };
}

/** The value the page's recommendations call sent for a metric (for genre/audience `ids` when given), or NaN. */
function sentValue(api: FakeApi, metricId: number, ids?: string): number {
  for (const call of api.callsTo('recommendations/')) {
    if (ids && `${call.query?.genreId}/${call.query?.audienceId}` !== ids) continue;
    const pair = String(call.query?.values)
      .split(',')
      .find((p) => p.startsWith(`${metricId}:`));
    if (pair) return Number(pair.split(':')[1]);
  }
  return Number.NaN;
}

describe('recommendations on every report page, from a real analysis', () => {
  let data: RevisionDataItem[] = [];
  beforeAll(() => {
    const text = segmentManuscript(textToBlocks(decodeText(Buffer.from(danishNovel(20_000).text, 'utf8'))));
    data = analyseText(text);
  }, 120_000); // the analysis of 20,000 words takes a few seconds, more on a busy machine

  it.each(pages)(
    '%i %s shows at least one recommendation, its own (%s) first',
    async (reportId, _title, metricName) => {
      const definition = definitionFor(reportId)!;
      const { api, store } = openStore(data);
      await store.open({ kind: 'manuscript', manuscriptId: 2 }, [definition]);
      expect(store.state).toBe('ready');
      const recommendations = store.contentFor(reportId).recommendations as { name: string; RAG: string }[];
      expect(recommendations.length).toBeGreaterThanOrEqual(1);
      expect(recommendations[0]!.name).toBe(metricName);
      expect(['R', 'A', 'G']).toContain(recommendations[0]!.RAG);
      // the value sent is the analysis's own, for the given genre and audience (Krimi 1, Voksne 3)
      const metric = rules.metrics.find((m) => m.name === metricName)!;
      expect(sentValue(api, metric.id, '1/3')).not.toBeNaN();
      // one call for the page
      expect(api.callsTo('recommendations/')).toHaveLength(1);
    },
  );

  it('reads the new measures where the analysis put them, in the unit of their bands', async () => {
    const { api, store } = openStore(data);
    await store.open({ kind: 'manuscript', manuscriptId: 2 }, [
      definitionFor(14)!,
      definitionFor(16)!,
      definitionFor(17)!,
    ]);
    const global = (model: string) =>
      data.find((item) => item.model === model && item.section === 'global')!.content as Record<string, number>;
    const sent = (metricId: number) => sentValue(api, metricId);
    expect(sent(26)).toBe(Math.round(global('Perspective').consistence_score! * 10_000) / 100);
    expect(sent(27)).toBe(global('Cliches').cliches_per_10000_words);
    expect(sent(29)).toBe(global('Scenes').percentage_main_character);
    expect(sent(29)).toBeGreaterThan(0); // the novel has a cast
  });

  it('gives a revision analysed before the new fields no recommendation on those pages, and no error', async () => {
    const old = data
      .filter((item) => !(item.model === 'Scenes' && item.section === 'global'))
      .map((item) => {
        if (item.section !== 'global' || (item.model !== 'Cliches' && item.model !== 'SemanticFields')) return item;
        const {
          cliches_per_10000_words: _rate,
          percentage_top_three_fields: _share,
          ...rest
        } = item.content as Record<string, unknown>;
        return { ...item, content: rest } as RevisionDataItem;
      });
    for (const reportId of [12, 13, 14, 17]) {
      const { store } = openStore(old);
      await store.open({ kind: 'manuscript', manuscriptId: 2 }, [definitionFor(reportId)!]);
      expect(store.state).toBe('ready');
      expect(store.contentFor(reportId).recommendations, `report ${reportId}`).toEqual([]);
    }
  });
});
