import { describe, expect, test } from 'vitest';
import type { User } from '../db/users.ts';
import { parseAuthNotification } from './auth-changes.ts';
import { type CachedPrincipal, principalCache } from './principal-cache.ts';

const entry = (id: number, until: number): CachedPrincipal => ({
  principal: { user: { id } as User, role: 'AUTHOR', accessLevel: 'NONE' },
  version: 0,
  grantId: undefined,
  until,
});

describe('principal cache', () => {
  test('keeps at most its bound, dropping the least recently used', () => {
    const cache = principalCache(2);
    cache.set('a', entry(1, 10_000));
    cache.set('b', entry(2, 10_000));
    expect(cache.get('a', 0)?.principal.user.id).toBe(1);
    cache.set('c', entry(3, 10_000));
    expect(cache.size).toBe(2);
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)?.principal.user.id).toBe(1);
    expect(cache.get('c', 0)?.principal.user.id).toBe(3);
  });

  test('does not answer with an entry past its end (token expiry or a subscription ending)', () => {
    const cache = principalCache(10);
    cache.set('a', entry(1, 5_000));
    expect(cache.get('a', 4_999)).toBeDefined();
    expect(cache.get('a', 5_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('a bound of 0 keeps nothing', () => {
    const cache = principalCache(0);
    cache.set('a', entry(1, 5_000));
    expect(cache.get('a', 0)).toBeUndefined();
  });
});

describe('auth notifications', () => {
  test('reads user and grant changes and ignores anything else', () => {
    expect(parseAuthNotification('user 12 3')).toEqual({ kind: 'user', userId: 12, version: 3 });
    expect(parseAuthNotification('user 12 -1')).toEqual({ kind: 'user', userId: 12, version: -1 });
    expect(parseAuthNotification('grant 1790000000000 abc-DEF_1')).toEqual({
      kind: 'grant',
      expiresAt: 1790000000000,
      grantId: 'abc-DEF_1',
    });
    expect(parseAuthNotification('library 7 -')).toEqual({ kind: 'library', version: 7 });
    for (const bad of ['', 'user', 'user x 1', 'grant 12', 'other 1 2']) {
      expect(parseAuthNotification(bad)).toBeUndefined();
    }
  });
});
