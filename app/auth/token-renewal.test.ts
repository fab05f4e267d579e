// @vitest-environment happy-dom
/**
 * One renewal across tabs: a tab that gets the renewal lock after another tab renewed, but still reads the spent
 * refresh token in its own copy of local storage, takes the renewed tokens from the handoff instead of spending
 * that refresh token again (the provider would revoke the sign-in).
 */
import { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import type { RenewalHandoff, RenewalRecord } from './renewal-handoff.ts';
import { RENEW_BEFORE_SECONDS } from './renewal-timing.ts';
import { tokenRenewal } from './token-renewal.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

function user(refreshToken: string, secondsLeft: number): User {
  return new User({
    access_token: `access-for-${refreshToken}`,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    profile: { sub: 'karen', iss: 'https://lektor.test/oidc', aud: 'lektor-web', exp: 0, iat: 0 },
    expires_at: nowSeconds() + secondsLeft,
  });
}

/** The provider: rotates refresh tokens, and counts a second use of a spent one (which would revoke the grant). */
function provider() {
  const spent = new Set<string>();
  let next = 1;
  return {
    renewals: 0,
    reuses: 0,
    renew(refreshToken: string): User {
      this.renewals += 1;
      if (spent.has(refreshToken)) this.reuses += 1;
      spent.add(refreshToken);
      return user(`rt-${++next}`, 600);
    },
  };
}

/** One tab's oidc-client-ts as far as the renewal uses it, reading its own (possibly stale) copy of the store. */
function tab(seen: User | null, issuer: ReturnType<typeof provider>) {
  const state = { stored: seen, loaded: [] as User[] };
  const manager = {
    getUser: async () => state.stored,
    storeUser: async (next: User | null) => {
      state.stored = next;
    },
    signinSilent: async () => {
      const renewed = issuer.renew(state.stored!.refresh_token!);
      state.stored = renewed;
      return renewed;
    },
    events: {
      load: async (loaded: User) => {
        state.loaded.push(loaded);
      },
    },
  };
  return { state, manager: manager as unknown as Parameters<typeof tokenRenewal>[0] };
}

function memoryHandoff(): RenewalHandoff & { current?: RenewalRecord } {
  return {
    async takenOver(refreshToken) {
      return this.current?.spentRefreshToken === refreshToken ? this.current.user : undefined;
    },
    async record(record) {
      this.current = record;
    },
    async clear() {
      this.current = undefined;
    },
  };
}

describe('tokenRenewal', () => {
  it('renews once for two tabs: the second takes the first tab’s tokens though its own store is stale', async () => {
    const issuer = provider();
    const handoff = memoryHandoff();
    const expired = user('rt-1', -5);
    const first = tab(expired, issuer);
    const second = tab(expired, issuer);
    const renewed = await tokenRenewal(first.manager, handoff)();
    const taken = await tokenRenewal(second.manager, handoff)();
    expect(issuer.renewals).toBe(1);
    expect(issuer.reuses).toBe(0);
    expect(taken.access_token).toBe(renewed.access_token);
    expect(taken.refresh_token).toBe(renewed.refresh_token);
    expect(second.state.stored?.access_token).toBe(renewed.access_token);
    expect(second.state.loaded.map((u) => u.access_token)).toEqual([renewed.access_token]);
  });

  it('records which refresh token a renewal spent, with the renewed user', async () => {
    const handoff = memoryHandoff();
    const renewed = await tokenRenewal(tab(user('rt-1', 10), provider()).manager, handoff)();
    expect(handoff.current?.spentRefreshToken).toBe('rt-1');
    expect(User.fromStorageString(handoff.current!.user).access_token).toBe(renewed.access_token);
  });

  it('renews when the record is of another refresh token (an earlier renewal)', async () => {
    const issuer = provider();
    const handoff = memoryHandoff();
    handoff.current = { spentRefreshToken: 'rt-0', user: user('rt-1', 600).toStorageString() };
    await tokenRenewal(tab(user('rt-1', -5), issuer).manager, handoff)();
    expect(issuer.renewals).toBe(1);
    expect(handoff.current.spentRefreshToken).toBe('rt-1');
  });

  it('renews when the handed-over tokens are themselves about to expire', async () => {
    const issuer = provider();
    const handoff = memoryHandoff();
    handoff.current = { spentRefreshToken: 'rt-1', user: user('rt-2', RENEW_BEFORE_SECONDS - 1).toStorageString() };
    const renewed = await tokenRenewal(tab(user('rt-1', -5), issuer).manager, handoff)();
    expect(issuer.renewals).toBe(1);
    expect(renewed.expires_in).toBeGreaterThan(RENEW_BEFORE_SECONDS);
  });

  it('takes tokens this tab already sees as fresh without renewing or reading the handoff', async () => {
    const issuer = provider();
    const handoff = memoryHandoff();
    const fresh = user('rt-5', 600);
    const seen = tab(fresh, issuer);
    expect(await tokenRenewal(seen.manager, handoff)()).toBe(fresh);
    expect(issuer.renewals).toBe(0);
    expect(seen.state.loaded).toEqual([fresh]);
  });

  it('refuses at once a sign-in without a refresh token, without trying a hidden iframe', async () => {
    const issuer = provider();
    const withoutRefresh = user('unused', 10);
    withoutRefresh.refresh_token = undefined;
    const { manager } = tab(withoutRefresh, issuer);
    await expect(tokenRenewal(manager, memoryHandoff())()).rejects.toThrow('No refresh token to renew with');
    expect(issuer.renewals).toBe(0);
  });
});
