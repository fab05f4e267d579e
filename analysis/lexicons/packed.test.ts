import { describe, expect, it } from 'vitest';
import { PackedWordMap, PackedWordSet, packTable } from './packed.ts';

/** A packed set of `words`, as the artefact loads one. */
function packedSet(words: string[]): PackedWordSet {
  const unusual: string[] = [];
  const { table, text } = packTable(new Set(words), 0, unusual);
  return new PackedWordSet(new Uint8Array(text), table.arrays, unusual);
}

describe('packed word tables', () => {
  it('answers every word right when asked again, hits and misses alike, over more words than it remembers', () => {
    const words = Array.from({ length: 50_000 }, (_, i) => `ord${i}`);
    const set = packedSet([...words, 'łódź']);
    const asked = Array.from({ length: 140_000 }, (_, i) => (i % 2 === 0 ? `ord${i % 100_000}` : `andet${i}`));
    const first = asked.map((word) => set.has(word));
    const again = asked.map((word) => set.has(word));
    expect(again).toEqual(first);
    expect(first.filter(Boolean).length).toBe(
      asked.filter((word) => word.startsWith('ord') && Number(word.slice(3)) < 50_000).length,
    );
    expect(set.has('łódź')).toBe(true);
    expect(set.has('lodz')).toBe(false);
    expect(set.has('ord49999')).toBe(true);
    expect(set.has('ord50000')).toBe(false);
  });

  it("gives a map's value for a word asked twice, and nothing for a word it does not hold", () => {
    const unusual: string[] = [];
    const { table, text } = packTable(
      new Map([
        ['løb', 'verb'],
        ['hus', 'noun'],
      ]),
      0,
      unusual,
    );
    const map = new PackedWordMap(new Uint8Array(text), table.arrays, unusual, table.valueList!);
    expect([map.get('løb'), map.get('løb'), map.get('hus'), map.get('kat'), map.get('kat')]).toEqual([
      'verb',
      'verb',
      'noun',
      undefined,
      undefined,
    ]);
  });
});
