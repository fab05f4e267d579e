import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache.ts';

describe('BoundedCache', () => {
  const sized = (bound: number) => new BoundedCache<string>(bound, (value) => value.length);

  it('never holds more bytes than its bound, whatever is put in', () => {
    const cache = sized(1_000);
    let seed = 7;
    for (let i = 0; i < 2_000; i++) {
      seed = (seed * 48271) % 2147483647;
      cache.set(`k${seed % 300}`, 'x'.repeat(seed % 400));
      expect(cache.bytes).toBeLessThanOrEqual(1_000);
    }
    expect(cache.size).toBeGreaterThan(0);
  });

  it('lets the least recently used entry go first', () => {
    const cache = sized(30);
    cache.set('a', 'x'.repeat(9)); // 10 bytes with its key
    cache.set('b', 'x'.repeat(9));
    cache.set('c', 'x'.repeat(9));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('d', 'x'.repeat(9));
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')].every(Boolean)).toBe(true);
    expect(cache.bytes).toBe(30);
  });

  it('refuses an entry larger than the bound and keeps the rest', () => {
    const cache = sized(20);
    cache.set('a', 'small');
    expect(cache.set('b', 'x'.repeat(50))).toBe(false);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('small');
  });

  it('replaces an entry under the same key without counting it twice', () => {
    const cache = sized(100);
    cache.set('a', 'x'.repeat(40));
    cache.set('a', 'x'.repeat(10));
    expect(cache.bytes).toBe(11);
  });

  it('refuses a bound that is not a whole number of bytes', () => {
    expect(() => sized(Number.NaN)).toThrow();
    expect(() => sized(-1)).toThrow();
  });

  it('keeps nothing under a bound of 0 bytes', () => {
    const cache = sized(0);
    expect(cache.set('a', '')).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
