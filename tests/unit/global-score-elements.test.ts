/**
 * Each element of the global score follows its formula as docs/RECOMMENDATIONS.md ("The global score") writes it,
 * on a real analysis: a team-written novel-length text analysed by the product's code. The test reads each
 * element's measure from the analysis itself, looks up its band for the genre and audience (the route's lookup,
 * `bandFor`), scores it G 100, A 60, R 20, and checks the server's derived model against that; then the total as
 * the weighted mean the page states, and completion of the cliché element as the spec says.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeText, textToBlocks } from '../../analysis/import/txt.ts';
import { analyseText } from '../../analysis/index.ts';
import { segmentManuscript } from '../../analysis/text/document.ts';
import type { Rules } from '../../schemas/api/content.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { bandFor, type RecommendationBand } from '../../server/content/recommendation-bands.ts';
import { globalScore } from '../../server/derived/global-score.ts';
import { danishNovel } from '../support/danish-novel.ts';

const seed = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../server/content/seed/${name}.json`, import.meta.url), 'utf8')).payload;
const rules = seed('rules') as Rules;
const bands = seed('recommendations') as RecommendationBand[];
const texts = seed('globalScores') as { type: string; text: string }[];

const krimi = rules.genres.find((g) => g.name === 'Krimi')!.id;
const voksne = rules.audiences.find((a) => a.name === 'Voksne')!.id;
const target = { genreId: krimi, audienceId: voksne, genreClass: 'Krimi', audienceClass: 'Voksne' };

/** As docs/RECOMMENDATIONS.md writes them: the measure, the metric whose bands score it, the weight. */
const formulas = {
  genre_classification: { metric: 8, weight: 1.5, measure: (d: Data) => classScore(d, 'GenreClassification', 'Krimi') },
  audience_classification: {
    metric: 10,
    weight: 1,
    measure: (d: Data) => classScore(d, 'AudienceClassification', 'Voksne'),
  },
  legibility: { metric: 1, weight: 1.5, measure: (d: Data) => field(d, 'Legibility', 'lix') },
  showing_telling: {
    metric: 15,
    weight: 1,
    measure: (d: Data) => Math.round(field(d, 'ShowingTelling', 'show_tell_value') * 10_000) / 100,
  },
  dialogue: {
    metric: 16,
    weight: 1,
    measure: (d: Data) => field(d, 'Dialogue', 'percentage_of_paragraphs_with_dialogue'),
  },
  tempo: { metric: 9, weight: 1, measure: (d: Data) => field(d, 'Tempo', 'percentage_of_fast_paragraphs') },
  archetype: { metric: 6, weight: 1, measure: (d: Data) => field(d, 'Archetypes', 'best_archetype_score') },
  power_words: { metric: 17, weight: 0.5, measure: (d: Data) => field(d, 'PowerWords', 'number_of_power_words') },
  cliches: { metric: 27, weight: 0.5, measure: (d: Data) => field(d, 'Cliches', 'cliches_per_10000_words') },
} as const;
const points = { G: 100, A: 60, R: 20 } as const;

type Data = readonly RevisionDataItem[];
const globalOf = (d: Data, model: string) => d.find((i) => i.model === model && i.section === 'global')?.content;
const field = (d: Data, model: string, name: string) => (globalOf(d, model) as Record<string, number>)[name]!;
const classScore = (d: Data, model: string, name: string) =>
  (globalOf(d, model) as { class: string; score: number }[]).find((c) => c.class === name)?.score ?? 0;

describe('the global score elements on a real analysis', () => {
  const text = segmentManuscript(textToBlocks(decodeText(Buffer.from(danishNovel(20_000).text, 'utf8'))));
  const data = analyseText(text);
  const derived = globalScore(data, bands, target);
  const expected = Object.fromEntries(
    Object.entries(formulas).map(([element, { metric, measure }]) => {
      const value = measure(data);
      const band = bandFor(bands, { metricId: metric, genreId: krimi, audienceId: voksne, value });
      return [element, band ? points[band.RAG] : 0];
    }),
  ) as Record<keyof typeof formulas, number>;

  it.each(Object.keys(formulas) as (keyof typeof formulas)[])(
    '%s: the points of its band for its measure',
    (element) => {
      expect(expected[element], 'the novel has this measure').toBeGreaterThan(0);
      expect(derived[element]).toBe(expected[element]);
    },
  );

  it('the total is the weighted mean the page states (genre and legibility 1.5, power words and clichés 0.5)', () => {
    const entries = Object.entries(formulas) as [keyof typeof formulas, { weight: number }][];
    const sum = entries.reduce((s, [element, { weight }]) => s + weight * expected[element], 0);
    const weights = entries.reduce((s, [, { weight }]) => s + weight, 0);
    expect(derived.score).toBe(Math.round(sum / weights));
  });

  it('marking clichés done leaves them out of the total; marking genre done changes nothing', () => {
    const entries = (Object.entries(formulas) as [keyof typeof formulas, { weight: number }][]).filter(
      ([element]) => element !== 'cliches',
    );
    const sum = entries.reduce((s, [element, { weight }]) => s + weight * expected[element], 0);
    const weights = entries.reduce((s, [, { weight }]) => s + weight, 0);
    expect(globalScore(data, bands, target, new Set(['cliches'])).score).toBe(Math.round(sum / weights));
    expect(globalScore(data, bands, target, new Set(['genre_classification']))).toEqual(derived);
  });

  it("each element's explanation states the same scoring (green 100, yellow 60, red 20)", () => {
    for (const element of Object.keys(formulas)) {
      const text = texts.find((t) => t.type === element)?.text ?? '';
      expect(text, element).toMatch(/grøn giver 100 point, gul 60 og rød 20/u);
    }
    // the clichés' text no longer promises a formula of its own (20 points per cliché per 10,000 words)
    expect(texts.find((t) => t.type === 'cliches')?.text).not.toMatch(/trækker 20 point/u);
  });
});
