import { describe, expect, it } from 'vitest';
import { countsRecord } from './shares.ts';

describe('countsRecord', () => {
  it('orders a count map most frequent first, ties in the order first met, keeping every entry', () => {
    expect(countsRecord(new Map())).toEqual({});
    expect(Object.entries(countsRecord(new Map([['stor', 1]])))).toEqual([['stor', 1]]);
    const counts = new Map([
      ['lille', 2],
      ['stor', 5],
      ['grøn', 2],
      ['rød', 5],
      ['blå', 1],
    ]);
    expect(Object.keys(countsRecord(counts))).toEqual(['stor', 'rød', 'lille', 'grøn', 'blå']);
  });

  it('keeps 100,000 distinct words, ordered', () => {
    const counts = new Map(Array.from({ length: 100_000 }, (_, i) => [`ord${i}`, (i * 7919) % 500] as const));
    const values = Object.values(countsRecord(counts));
    expect(values).toHaveLength(100_000);
    expect(values.every((n, i) => i === 0 || (values[i - 1] as number) >= n)).toBe(true);
  });
});
