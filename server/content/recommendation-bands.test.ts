import { describe, expect, test } from 'vitest';
import { bandFor, type RecommendationBand } from './recommendation-bands.ts';

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
});
