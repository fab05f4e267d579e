/**
 * Every metric of the rules binds to a value a real analysis has: a team-written novel-length text is analysed by
 * the product's code, the read-time models are derived as the server derives them, and each metric's value (as
 * the report pages read it) must exist and fall in one of its recommendation bands. Lektør's own metrics (26-30)
 * must also be real measures of the novel, not a default.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeText, textToBlocks } from '../../analysis/import/txt.ts';
import { analyseText } from '../../analysis/index.ts';
import { segmentManuscript } from '../../analysis/text/document.ts';
import { metricValue } from '../../engine/rules/genre-audience.ts';
import type { Rules } from '../../schemas/api/content.ts';
import { bandFor, type RecommendationBand } from '../../server/content/recommendation-bands.ts';
import { globalScoreItems } from '../../server/derived/global-items.ts';
import { danishNovel } from '../support/danish-novel.ts';

const seed = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../server/content/seed/${name}.json`, import.meta.url), 'utf8')).payload;
const rules = seed('rules') as Rules;
const bands = seed('recommendations') as RecommendationBand[];

describe('metric bindings', () => {
  const text = segmentManuscript(textToBlocks(decodeText(Buffer.from(danishNovel(20_000).text, 'utf8'))));
  const analysed = analyseText(text);
  const data = [...analysed, ...globalScoreItems(analysed, { rules, bands }, { genreId: 1, audienceId: 3 }, new Set())];

  it.each(rules.metrics.map((metric) => [metric.id, metric.name, metric] as const))(
    'metric %i (%s) has a value in a real analysis, inside one of its bands',
    (_id, _name, metric) => {
      const value = metricValue(data, metric, { genre: 'Krimi', audience: 'Voksne' });
      expect(value, `${metric.modelName}.${metric.variableName}`).toBeTypeOf('number');
      expect(bandFor(bands, { metricId: metric.id, genreId: 1, audienceId: 3, value: value! })).toBeDefined();
    },
  );

  it("walks Lektør's own metrics 26-30 too, each a measure the novel really has", () => {
    const own = rules.metrics.filter((metric) => metric.id > 25);
    expect(own.map((metric) => metric.id)).toEqual([26, 27, 28, 29, 30]);
    const value = (id: number) =>
      metricValue(data, own.find((metric) => metric.id === id)!, { genre: 'Krimi', audience: 'Voksne' });
    // perspective consistency in percent (the model gives 0..1), the shares in percent
    expect(value(26)).toBeGreaterThan(1);
    expect(value(26)).toBeLessThanOrEqual(100);
    expect(value(28)).toBeGreaterThan(0);
    expect(value(28)).toBeLessThan(100);
    // the novel has a cast of five and recurring towns and settings
    expect(value(29)).toBeGreaterThan(0);
    expect(value(29)).toBeLessThan(100);
    expect(value(30)).toBeGreaterThan(0);
    expect(value(27)).toBeGreaterThanOrEqual(0);
  });
});
