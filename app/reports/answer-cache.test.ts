import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

describe('AnswerCache', () => {
  it('loads a key once, also for reads that come while it loads', async () => {
    const cache = new AnswerCache<number>(10);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('x', load), cache.get('x', load)]);
    expect([a, b, await cache.get('x', load), loads]).toEqual([1, 1, 1, 1]);
  });

  it('keeps no failed load: the next read tries again', async () => {
    const cache = new AnswerCache<string>(10);
    await expect(cache.get('x', async () => Promise.reject(new Error('netværk')))).rejects.toThrow('netværk');
    expect(await cache.get('x', async () => 'svar')).toBe('svar');
  });

  it('keeps no answer its rule refuses', async () => {
    const cache = new AnswerCache<string | undefined>(10, (value) => value !== undefined);
    expect(await cache.get('x', async () => undefined)).toBeUndefined();
    await Promise.resolve();
    expect(await cache.get('x', async () => 'svar')).toBe('svar');
  });

  it('drops the oldest answers past its bound', async () => {
    const cache = new AnswerCache<string>(2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(await cache.get('a', async () => 'igen')).toBe('igen');
    expect(await cache.get('c', async () => 'igen')).toBe('c');
  });

  it('forgets the keys with a prefix', async () => {
    const cache = new AnswerCache<string>(10);
    await cache.get('m:1|a', async () => 'gammel');
    await cache.get('m:2|a', async () => 'anden');
    cache.forget('m:1|');
    expect(await cache.get('m:1|a', async () => 'ny')).toBe('ny');
    expect(await cache.get('m:2|a', async () => 'ny')).toBe('anden');
  });
});
