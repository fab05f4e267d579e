import { describe, expect, it } from 'vitest';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { assertValid } from '../../schemas/validate.ts';
import type { RecommendationBand } from '../content/recommendation-bands.ts';
import { globalScoreItems } from './global-items.ts';
import { globalScore } from './global-score.ts';

const bands: RecommendationBand[] = [
  { metricId: 1, rangeLow: 0, rangeHigh: 45, RAG: 'G', message: 'ok' },
  { metricId: 1, rangeLow: 45, rangeHigh: 100, RAG: 'R', message: 'svær' },
  { metricId: 8, rangeLow: 0, rangeHigh: 0.5, RAG: 'A', message: 'uklar' },
  { metricId: 8, rangeLow: 0.5, rangeHigh: 1, RAG: 'G', message: 'klar' },
  { metricId: 15, rangeLow: 0, rangeHigh: 40, RAG: 'R', message: 'fortæl mindre' },
  { metricId: 15, rangeLow: 40, rangeHigh: 1000, RAG: 'G', message: 'vis' },
  { metricId: 27, rangeLow: 0, rangeHigh: 1, RAG: 'G', message: 'få' },
  { metricId: 27, rangeLow: 1, rangeHigh: 2.5, RAG: 'A', message: 'nogle' },
  { metricId: 27, rangeLow: 2.5, rangeHigh: 100, RAG: 'R', message: 'mange' },
];
const target = { genreId: 1, audienceId: 3, genreClass: 'Krimi', audienceClass: 'Voksne' };
const global = (model: string, content: unknown): RevisionDataItem =>
  ({ model, section: 'global', content }) as RevisionDataItem;

describe('the global score', () => {
  const items = [
    global('Legibility', { lix: 30, number_of_words: 10_000 }),
    global('GenreClassification', [
      { class: 'Krimi', score: 0.7 },
      { class: 'Gys', score: 0.3 },
    ]),
    global('ShowingTelling', { show_tell_value: 0.3 }),
    global('Cliches', { number_of_cliches: 2, groups: [] }),
  ];

  it('scores each element from its band (G 100, A 60, R 20) and the total as their weighted mean', () => {
    const score = globalScore(items, bands, target);
    assertValid('models/GlobalAnalyzed/global', score);
    expect(score).toMatchObject({ legibility: 100, genre_classification: 100, showing_telling: 20, cliches: 60 });
    expect(score.dialogue).toBe(0); // no value: left out of the total
    // (1.5·100 + 1.5·100 + 1·20 + 0.5·60) / 4.5
    expect(score.score).toBe(Math.round((150 + 150 + 20 + 30) / 4.5));
  });

  it("scores clichés by their rate per 10,000 words in metric 27's bands, the analysis's or one computed for an older revision", () => {
    const withRate = (rate: number) =>
      items.map((item) =>
        item.model === 'Cliches'
          ? global('Cliches', { number_of_cliches: 2, cliches_per_10000_words: rate, groups: [] })
          : item,
      );
    // the stored rate is read: 3 per 10,000 words is R (20), though the count over the words would give 2 (A, 60)
    expect(globalScore(withRate(3), bands, target).cliches).toBe(20);
    expect(globalScore(withRate(0.5), bands, target).cliches).toBe(100);
    // an older revision without it: 2 clichés in 10,000 words, the same figure computed from the counts
    expect(globalScore(withRate(2), bands, target).cliches).toBe(globalScore(items, bands, target).cliches);
    const clichesOnly = [global('Cliches', { number_of_cliches: 2, groups: [] })];
    expect(globalScore(clichesOnly, bands, target).cliches, 'no word count, no rate').toBe(0);
  });

  it("reads the given genre's own score, not the top class's", () => {
    expect(globalScore(items, bands, { ...target, genreClass: 'Gys' }).genre_classification).toBe(60);
  });

  it('gives no GlobalUser, and no error, for a manuscript whose given genre no longer exists in the rules', () => {
    const rules = {
      metrics: [],
      genres: [{ id: 1, name: 'Krimi' }],
      audiences: [{ id: 3, name: 'Voksne' }],
      genreMatch: { match: 'Ja', noMatch: 'Nej' },
      audienceMatch: { match: 'Ja', noMatch: 'Nej' },
    };
    const analysed = [...items, global('AudienceClassification', [{ class: 'Voksne', score: 0.9 }])];
    const gone = globalScoreItems(analysed, { rules, bands }, { genreId: 99, audienceId: 3 }, new Set());
    expect(gone.map((item) => item.model)).toEqual(['GlobalAnalyzed']);
    const known = globalScoreItems(analysed, { rules, bands }, { genreId: 1, audienceId: 3 }, new Set());
    expect(known.map((item) => item.model)).toEqual(['GlobalUser', 'GlobalAnalyzed']);
  });

  it('leaves clichés out of the total once their element is marked done, and nothing else (spec §2)', () => {
    const all = globalScore(items, bands, target);
    const withoutCliches = globalScore(items, bands, target, new Set(['cliches']));
    expect(withoutCliches.score).toBe(Math.round((150 + 150 + 20) / 4));
    expect(withoutCliches.score).not.toBe(all.score);
    expect(withoutCliches.cliches, 'the element keeps its own value').toBe(all.cliches);
    // the red show/tell element marked done: the total does not move
    const showTellDone = globalScore(items, bands, target, new Set(['showing_telling', 'genre_classification']));
    expect(showTellDone).toEqual(all);
  });

  it('gives the total 0, never NaN, for a revision without any element, and leaves a missing model out', () => {
    expect(globalScore([], bands, target).score).toBe(0);
    const noLegibility = items.filter((item) => item.model !== 'Legibility');
    const score = globalScore(noLegibility, bands, target);
    expect(score.legibility).toBe(0);
    // the clichés' rate needs the word count, so they go too: genre 1.5·100 + show/tell 1·20
    expect(score.score).toBe(Math.round((150 + 20) / 2.5));
    expect(Number.isFinite(score.score)).toBe(true);
  });
});
