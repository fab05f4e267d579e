/**
 * Every metric of the rules binds to a value a real analysis has: a team-written novel-length text is analysed by
 * the product's code, the read-time models are derived as the server derives them, and each metric's value (as
 * the report pages read it) must exist and fall in one of its recommendation bands.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeText, textToBlocks } from '../../analysis/import/txt.ts';
import { analyseText } from '../../analysis/index.ts';
import { segmentManuscript } from '../../analysis/text/document.ts';
import { metricValue } from '../../app/reports/genre-audience.ts';
import type { Rules } from '../../schemas/api/content.ts';
import { bandFor, type RecommendationBand } from '../../server/content/recommendations.ts';
import { globalScoreItems } from '../../server/derived/global-items.ts';
import { danishNovel } from '../e2e/support/danish-novel.ts';

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
});
