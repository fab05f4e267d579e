// @vitest-environment happy-dom
/**
 * The sign-in without oidc-client-ts: a stored sign-in with a valid access token is read by hand, and
 * oidc-client-ts is loaded only in time for the renewal; an expired, nearly expired or unreadable one goes to it
 * at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthConfig } from './auth-config.ts';
import { type AuthService, createAuthService, LOAD_BEFORE_RENEWAL_SECONDS, type SignedInUser } from './auth-service.ts';
import { RENEW_BEFORE_SECONDS } from './renewal-timing.ts';
import { readStoredUser, storedUserKey } from './stored-user.ts';

const config: AuthConfig = { issuer: 'https://lektor.test/oidc', clientId: 'lektor-web', apiAudience: 'api' };
const nowSeconds = () => Math.floor(Date.now() / 1000);

function store(user: Record<string, unknown>): void {
  window.localStorage.setItem(storedUserKey(config), JSON.stringify(user));
}

/** A stand-in for the oidc-client-ts service: counts loads, answers restoreUser with `restored`. */
function fakeOidc(restored: SignedInUser | null) {
  const calls = { loads: 0, restores: 0, listeners: 0 };
  const load = async () => {
    calls.loads += 1;
    return {
      createOidcAuthService: (): AuthService => ({
        restoreUser: async () => {
          calls.restores += 1;
          return restored;
        },
        signIn: async () => {},
        completeSignIn: async () => restored!,
        signOut: async () => {},
        discard: async () => {},
        onUserChanged: () => {
          calls.listeners += 1;
        },
      }),
    };
  };
  return { calls, load };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('readStoredUser', () => {
  it('reads the access token, expiry and profile oidc-client-ts stored', () => {
    const user = readStoredUser(
      JSON.stringify({ access_token: 'a.b.c', expires_at: nowSeconds() + 600, profile: { name: 'Karen' } }),
    );
    expect(user?.access_token).toBe('a.b.c');
    expect(user?.profile.name).toBe('Karen');
    expect(user?.expired).toBe(false);
  });

  it('says expired once the expiry has passed', () => {
    expect(readStoredUser(JSON.stringify({ access_token: 'a', expires_at: nowSeconds() - 1 }))?.expired).toBe(true);
  });

  it.each([
    ['not JSON', '{oidc'],
    ['JSON null', 'null'],
    ['no access token', JSON.stringify({ expires_at: 1 })],
    ['an empty access token', JSON.stringify({ access_token: '', expires_at: 1 })],
    ['no expiry', JSON.stringify({ access_token: 'a' })],
    ['an expiry that is not a number', JSON.stringify({ access_token: 'a', expires_at: 'i morgen' })],
  ])('gives nothing for %s', (_case, json) => {
    expect(readStoredUser(json)).toBeUndefined();
  });
});

describe('createAuthService', () => {
  it('gives a visitor no user without loading oidc-client-ts', async () => {
    const oidc = fakeOidc(null);
    expect(await createAuthService(config, 'https://lektor.test', oidc.load).restoreUser()).toBeNull();
    expect(oidc.calls.loads).toBe(0);
  });

  it('restores a valid stored sign-in by hand and hands it to oidc-client-ts in time for the renewal', async () => {
    vi.useFakeTimers();
    const expiresIn = 600;
    store({ access_token: 'stored', expires_at: nowSeconds() + expiresIn, profile: { name: 'Karen' } });
    const renewed = readStoredUser(JSON.stringify({ access_token: 'renewed', expires_at: nowSeconds() + 1200 }))!;
    const oidc = fakeOidc(renewed);
    const service = createAuthService(config, 'https://lektor.test', oidc.load);
    const seen: (SignedInUser | null)[] = [];
    service.onUserChanged((user) => seen.push(user));

    const user = await service.restoreUser();
    expect(user?.access_token).toBe('stored');
    expect(oidc.calls.loads).toBe(0);

    const handOverAt = (expiresIn - RENEW_BEFORE_SECONDS - LOAD_BEFORE_RENEWAL_SECONDS) * 1000;
    await vi.advanceTimersByTimeAsync(handOverAt - 1000);
    expect(oidc.calls.loads).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(oidc.calls.loads).toBe(1);
    expect(oidc.calls.restores).toBe(1);
    // The listener registered before the load is handed to oidc-client-ts and told of the restored user.
    expect(oidc.calls.listeners).toBe(1);
    expect(seen.map((u) => u?.access_token)).toEqual(['renewed']);
  });

  it('tells the app the sign-in is gone when the hand-over finds it refused', async () => {
    vi.useFakeTimers();
    store({ access_token: 'stored', expires_at: nowSeconds() + RENEW_BEFORE_SECONDS + 5 });
    const oidc = fakeOidc(null);
    const service = createAuthService(config, 'https://lektor.test', oidc.load);
    const seen: (SignedInUser | null)[] = [];
    service.onUserChanged((user) => seen.push(user));
    expect((await service.restoreUser())?.access_token).toBe('stored');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([null]);
  });

  it.each([
    ['expired', { access_token: 'old', expires_at: nowSeconds() - 60, refresh_token: 'r' }],
    ['about to expire', { access_token: 'old', expires_at: nowSeconds() + RENEW_BEFORE_SECONDS - 1 }],
    ['unreadable', { id_token: 'x' }],
  ])('gives a stored sign-in that is %s to oidc-client-ts at once', async (_case, stored) => {
    store(stored);
    const fresh = readStoredUser(JSON.stringify({ access_token: 'fresh', expires_at: nowSeconds() + 600 }))!;
    const oidc = fakeOidc(fresh);
    const user = await createAuthService(config, 'https://lektor.test', oidc.load).restoreUser();
    expect(user?.access_token).toBe('fresh');
    expect(oidc.calls.loads).toBe(1);
  });
});
