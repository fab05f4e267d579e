import { describe, expect, test } from 'vitest';
import { readContentSeeds } from './content-store.ts';
import { bandFor, type RecommendationBand } from './recommendations.ts';

const bands: RecommendationBand[] = [
  { metricId: 1, rangeLow: 0, rangeHigh: 25, RAG: 'A', message: 'let' },
  { metricId: 1, rangeLow: 25, rangeHigh: 45, RAG: 'G', message: 'middel' },
  { metricId: 1, rangeLow: 45, rangeHigh: 100, RAG: 'R', message: 'svær' },
  { metricId: 1, audienceId: 1, rangeLow: 0, rangeHigh: 30, RAG: 'G', message: 'børn let' },
  { metricId: 1, audienceId: 1, rangeLow: 30, rangeHigh: 100, RAG: 'R', message: 'børn svær' },
  { metricId: 1, genreId: 1, audienceId: 3, rangeLow: 25, rangeHigh: 40, RAG: 'G', message: 'krimi voksne' },
];

describe('recommendation bands', () => {
  test('low bound inclusive, high bound exclusive, the top of the highest band included', () => {
    const at = (value: number) => bandFor(bands, { metricId: 1, genreId: 2, audienceId: 3, value })?.message;
    expect(at(24.99)).toBe('let');
    expect(at(25)).toBe('middel');
    expect(at(45)).toBe('svær');
    expect(at(100)).toBe('svær');
    expect(at(100.01)).toBeUndefined();
    expect(at(-1)).toBeUndefined();
  });

  test('the most specific band wins; an uncovered value falls back to a less specific one', () => {
    expect(bandFor(bands, { metricId: 1, genreId: 1, audienceId: 3, value: 30 })?.message).toBe('krimi voksne');
    expect(bandFor(bands, { metricId: 1, genreId: 1, audienceId: 3, value: 50 })?.message).toBe('svær');
    expect(bandFor(bands, { metricId: 1, genreId: 1, audienceId: 1, value: 35 })?.message).toBe('børn svær');
    expect(bandFor(bands, { metricId: 2, genreId: 1, audienceId: 1, value: 35 })).toBeUndefined();
  });

  test('the seeded bands cover every value of every metric in the rules (scores 0..1, the rest 0..100)', () => {
    const seeds = readContentSeeds();
    const rules = seeds.find((s) => s.name === 'rules')!.payload as { metrics: { id: number }[] };
    const seeded = seeds.find((s) => s.name === 'recommendations')!.payload as RecommendationBand[];
    const scores = new Set([6, 8, 10]); // archetype, genre and audience scores are 0..1
    for (const { id } of rules.metrics) {
      const values = scores.has(id) ? [0, 0.2, 0.4, 0.65, 0.99, 1] : [0, 0.5, 1, 10, 24.5, 25, 50, 99, 100];
      for (const value of values) {
        expect(
          bandFor(seeded, { metricId: id, genreId: 5, audienceId: 2, value }),
          `metric ${id} at ${value}`,
        ).toBeDefined();
      }
    }
  });
});
