/**
 * The seeded recommendation bands (docs/RECOMMENDATIONS.md) against the rules: every band set covers its metric's
 * whole range with no gap and no overlap, and the lookup the route uses answers every metric × genre × audience
 * with exactly one band for values across the range (every boundary, just below and above it, the middle of each
 * band, the minimum and the maximum) and with none for a negative or an over-range value. Messages are non-empty,
 * in the second person, and differ inside a set.
 */
import { describe, expect, test } from 'vitest';
import type { Rules } from '../../schemas/api/content.ts';
import { readContentSeeds } from './content-store.ts';
import { bandFor, type RecommendationBand, ragLevel, ragText } from './recommendation-bands.ts';

const seeds = readContentSeeds();
const rules = seeds.find((s) => s.name === 'rules')!.payload as Rules;
const bands = seeds.find((s) => s.name === 'recommendations')!.payload as RecommendationBand[];

/** The range of each metric in the unit its bands use (app/reports/genre-audience.ts metricValue). */
const open = 10_000_000; // counts and averages: bounded by the 10,000,000-character text cap
const ranges: Record<number, [number, number]> = {
  1: [0, open], // LIX
  2: [0, open], // words
  3: [0, open], // average sentence length, words
  4: [0, 100], // percent long words
  5: [0, open], // lexicon size
  6: [0, 1], // archetype fit
  7: [0, 100], // global score
  8: [0, 1], // genre score
  9: [0, 100], // percent fast paragraphs
  10: [0, 1], // audience score
  11: [0, 100], // percent adverbs
  12: [0, 100], // percent adjectives
  13: [0, 100], // percent filling words
  14: [0, 100], // percent descriptive words
  15: [0, 100], // show/tell in percent
  16: [0, 100], // percent paragraphs with dialogue
  17: [0, open], // power words
  18: [0, 100], // percent present tense
  19: [0, 100], // percent say/ask verbs
  20: [0, open], // adverbs in dialogue
  21: [0, open], // utterances
  25: [0, open], // sentences
  26: [0, 100], // perspective consistency in percent
  27: [0, open], // clichés per 10,000 words
  28: [0, 100], // percent of the semantic fields' weight in the three strongest
  29: [0, 100], // percent of character mentions for the main character
  30: [0, open], // place mentions per 10,000 words
};

const secondPerson = /(?<!\p{L})(du|dig|din|dit|dine)(?!\p{L})/iu;

interface BandSet {
  key: string;
  metricId: number;
  genreId?: number;
  audienceId?: number;
  bands: RecommendationBand[];
}

function bandSets(all: RecommendationBand[]): BandSet[] {
  const sets = new Map<string, BandSet>();
  for (const band of all) {
    const key = `metric ${band.metricId} genre ${band.genreId ?? '-'} audience ${band.audienceId ?? '-'}`;
    const set = sets.get(key) ?? { key, metricId: band.metricId, bands: [] };
    if (band.genreId !== undefined) set.genreId = band.genreId;
    if (band.audienceId !== undefined) set.audienceId = band.audienceId;
    set.bands.push(band);
    sets.set(key, set);
  }
  for (const set of sets.values()) set.bands.sort((a, b) => a.rangeLow - b.rangeLow);
  return [...sets.values()];
}

/** The set the lookup should use: genre and audience, then genre, then audience, then the metric's general set. */
function setFor(sets: BandSet[], metricId: number, genreId: number, audienceId: number): BandSet | undefined {
  const of = (genre: number | undefined, audience: number | undefined) =>
    sets.find((s) => s.metricId === metricId && s.genreId === genre && s.audienceId === audience);
  return of(genreId, audienceId) ?? of(genreId, undefined) ?? of(undefined, audienceId) ?? of(undefined, undefined);
}

/** Values across a set's range: each boundary, just below and above it, each band's middle, a negative value and
 * values above the range. */
function probes(set: BandSet, [low, high]: [number, number]): number[] {
  const step = (high - low) / 1e6;
  const values = [low - 1, low - step, low, high, high + step, high + 1, high * 2];
  for (const band of set.bands) {
    values.push(band.rangeLow, band.rangeLow - step, band.rangeLow + step, (band.rangeLow + band.rangeHigh) / 2);
    values.push(band.rangeHigh, band.rangeHigh - step, band.rangeHigh + step);
  }
  return values;
}

/** The bands of the set that hold the value: [rangeLow, rangeHigh), the top band closed at the range's top. */
function holding(set: BandSet, value: number, top: number): RecommendationBand[] {
  return set.bands.filter(
    (b) => value >= b.rangeLow && (value < b.rangeHigh || (value === top && b.rangeHigh === top)),
  );
}

const sets = bandSets(bands);

describe('the seeded recommendation bands', () => {
  test('every metric of the rules has a range here, and every band belongs to a metric, genre and audience of the rules', () => {
    expect(rules.metrics.map((m) => m.id).sort((a, b) => a - b)).toEqual(
      Object.keys(ranges)
        .map(Number)
        .sort((a, b) => a - b),
    );
    for (const set of sets) {
      expect(ranges[set.metricId], set.key).toBeDefined();
      if (set.genreId !== undefined)
        expect(
          rules.genres.map((g) => g.id),
          set.key,
        ).toContain(set.genreId);
      if (set.audienceId !== undefined)
        expect(
          rules.audiences.map((a) => a.id),
          set.key,
        ).toContain(set.audienceId);
    }
  });

  test.each(sets.map((set) => [set.key, set] as const))('%s covers its range with no gap and no overlap', (_, set) => {
    const [low, high] = ranges[set.metricId]!;
    expect(set.bands[0]!.rangeLow, 'the first band starts at the bottom of the range').toBe(low);
    expect(set.bands.at(-1)!.rangeHigh, 'the last band ends at the top of the range').toBe(high);
    for (let i = 1; i < set.bands.length; i++) {
      const [before, after] = [set.bands[i - 1]!, set.bands[i]!];
      expect(after.rangeLow, `${before.rangeHigh} → ${after.rangeLow}: a gap or an overlap`).toBe(before.rangeHigh);
    }
  });

  test.each(sets.map((set) => [set.key, set] as const))(
    '%s: messages non-empty, in the second person, different in each band',
    (_, set) => {
      for (const band of set.bands) {
        expect(band.message.trim(), `${set.key} [${band.rangeLow}, ${band.rangeHigh})`).not.toBe('');
        expect(band.message, 'a message speaks to the author (du, dig, din, dit, dine)').toMatch(secondPerson);
        expect(['R', 'A', 'G']).toContain(band.RAG);
        expect(ragText[band.RAG]).toBeTruthy();
        expect(ragLevel[band.RAG]).toBe({ R: 1, A: 2, G: 3 }[band.RAG]);
      }
      expect(new Set(set.bands.map((b) => b.message)).size, 'each band says something else').toBe(set.bands.length);
    },
  );

  test('every metric × genre × audience of the rules resolves each value of its range to exactly one band', () => {
    let requests = 0;
    for (const metric of rules.metrics) {
      const range = ranges[metric.id]!;
      for (const genre of rules.genres) {
        for (const audience of rules.audiences) {
          const where = `metric ${metric.id}, genre ${genre.id}, audience ${audience.id}`;
          const set = setFor(sets, metric.id, genre.id, audience.id);
          expect(set, `${where}: no band set`).toBeDefined();
          for (const value of probes(set!, range)) {
            const inRange = value >= range[0] && value <= range[1];
            const expected = inRange ? holding(set!, value, range[1]) : [];
            expect(expected.length, `${where} at ${value}: bands holding it`).toBe(inRange ? 1 : 0);
            const answer = bandFor(bands, { metricId: metric.id, genreId: genre.id, audienceId: audience.id, value });
            expect(answer, `${where} at ${value}`).toBe(expected[0]);
            requests++;
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(rules.metrics.length * rules.genres.length * rules.audiences.length * 20);
  });

  test('the specific sets differ from the general one where the measure differs', () => {
    const at = (metricId: number, genreId: number, audienceId: number, value: number) =>
      bandFor(bands, { metricId, genreId, audienceId, value })?.RAG;
    // LIX 33: fine for an adult's crime novel, hard for a child
    expect(at(1, 1, 3, 33)).toBe('G');
    expect(at(1, 1, 1, 33)).toBe('A');
    expect(at(1, 1, 1, 40)).toBe('R');
    // 8 % dialogue: a crime novel needs more than a historical novel does
    expect(at(16, 1, 3, 8)).toBe('R');
    expect(at(16, 7, 3, 8)).toBe('A');
    // 25 % fast paragraphs: slow for a thriller, fine for a contemporary novel
    expect(at(9, 2, 3, 25)).toBe('A');
    expect(at(9, 8, 3, 25)).toBe('G');
    // a main character with 60 % of the mentions: dominant in a novel for adults, as it should be for a child
    expect(at(29, 8, 3, 60)).toBe('A');
    expect(at(29, 8, 1, 60)).toBe('G');
    // three semantic fields with 55 % of the weight: narrow for adults, fine for a children's book
    expect(at(28, 8, 3, 55)).toBe('A');
    expect(at(28, 8, 1, 55)).toBe('G');
  });
});
