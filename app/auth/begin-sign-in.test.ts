import { describe, expect, it } from 'vitest';
import type { SignedInUser } from './auth-service.ts';
import { beginSignIn, loginRequest } from './begin-sign-in.ts';

function service(user: Partial<SignedInUser> | null, fail?: Error) {
  const signIns: [string | undefined, boolean | undefined][] = [];
  return {
    signIns,
    restoreUser: async () => user as SignedInUser | null,
    signIn: async (returnTo?: string, signUp?: boolean) => {
      if (fail) throw fail;
      signIns.push([returnTo, signUp]);
    },
  };
}

describe('loginRequest (the login link’s query)', () => {
  it('reads returnTo and signup=1', () => {
    expect(loginRequest('?returnTo=%2Fmanuscripts%2F7%2Fdashboard')).toEqual({
      returnTo: '/manuscripts/7/dashboard',
      signUp: false,
    });
    expect(loginRequest('?signup=1')).toEqual({ signUp: true });
  });

  it('bad input: an empty returnTo, another signup value or no query begin a plain sign-in', () => {
    expect(loginRequest('')).toEqual({ signUp: false });
    expect(loginRequest('?returnTo=&signup=yes')).toEqual({ signUp: false });
    expect(loginRequest('?signup=1&signup=0&x=%%')).toEqual({ signUp: true });
  });
});

describe('beginSignIn', () => {
  it('begins nothing for an author signed in already', async () => {
    const signedIn = service({ access_token: 't', expired: false });
    const remembered: (string | undefined)[] = [];
    expect(await beginSignIn(signedIn, { returnTo: '/x', signUp: false }, (r) => remembered.push(r))).toBe('signed-in');
    expect(signedIn.signIns).toEqual([]);
    expect(remembered).toEqual([]);
  });

  it('notes where the author was going, then opens the provider (its registration for signUp)', async () => {
    for (const user of [null, { access_token: 't', expired: true }]) {
      const visitor = service(user);
      const remembered: (string | undefined)[] = [];
      const request = { returnTo: '/manuscripts/7/dashboard', signUp: true };
      expect(await beginSignIn(visitor, request, (r) => remembered.push(r))).toBe('redirecting');
      expect(remembered).toEqual(['/manuscripts/7/dashboard']);
      expect(visitor.signIns).toEqual([['/manuscripts/7/dashboard', true]]);
    }
  });

  it('throws when the provider cannot be reached, for the page to say so', async () => {
    const down = service(null, new Error('Failed to fetch the discovery document'));
    await expect(beginSignIn(down, { signUp: false }, () => {})).rejects.toThrow('discovery');
  });
});
