// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '../auth/auth-service.ts';
import { baseApi, fakeAuthService, statusOf } from '../test-support/render-app.tsx';
import { doneRevision } from '../test-support/revision.ts';
import { manuscriptOf, RootStore } from './RootStore.ts';

describe('RootStore.onDemand (the stores of one area, created on first use)', () => {
  it('creates a store once per root, on its first use', () => {
    const root = new RootStore(fakeAuthService(true), baseApi().asClient());
    let created = 0;
    const create = () => ({ id: ++created });
    expect(created).toBe(0);
    const first = root.onDemand(create);
    expect(root.onDemand(create)).toBe(first);
    expect(created).toBe(1);
    const other = new RootStore(fakeAuthService(true), baseApi().asClient());
    expect(other.onDemand(create)).not.toBe(first);
  });

  it('clears them with the user data at sign-out', async () => {
    const root = new RootStore(fakeAuthService(true), baseApi().asClient());
    const store = root.onDemand(() => ({
      cleared: 0,
      clear() {
        this.cleared += 1;
      },
    }));
    const withoutClear = root.onDemand(() => ({ value: 1 }));
    await root.signOut();
    expect(store.cleared).toBe(1);
    expect(withoutClear.value).toBe(1);
  });
});

describe('RootStore.completeSignIn (the callback page)', () => {
  const returnTo = '/manuscripts/7/dashboard';

  function signingIn({ accountsExist = false } = {}) {
    const api = baseApi(statusOf('AUTHOR', 'STANDARD'));
    api.answer('POST session', { name: 'Karen', email: 'karen@lektor.test', role: 'AUTHOR' });
    api.answer('manuscripts/7/', { id: 7 });
    api.answer('manuscripts/7/revisions/', [doneRevision({ id: 3 })]);
    let complete = () => {};
    const completed = new Promise<void>((resolve) => {
      complete = resolve;
    });
    const user = { access_token: 'token', id_token: 'id', expired: false, profile: {}, state: { returnTo } };
    let exchanges = 0;
    const service = {
      ...fakeAuthService(false),
      accountsExist,
      completeSignIn: async () => {
        exchanges += 1;
        await completed;
        return user as unknown as SignedInUser;
      },
    };
    const root = new RootStore(service, api.asClient());
    const prefetched: string[] = [];
    root.setPrefetch({
      reads: (path) => prefetched.push(`reads ${path}`),
      code: (path) => prefetched.push(`code ${path}`),
    });
    return { api, root, prefetched, complete, exchanges: () => exchanges };
  }

  it("starts the texts and the next page's code while the token exchange runs, the author's reads once the server knows the account", async () => {
    const { api, root, prefetched, complete } = signingIn();
    await root.auth.signIn(returnTo);
    const done = root.completeSignIn();
    await Promise.resolve();
    expect(api.calls.map((call) => call.path)).toEqual(['texts/']);
    expect(prefetched).toEqual([`reads ${returnTo}`]);
    complete();
    expect(await done).toBe(returnTo);
    // The page's code once the session call has gone out, not during the token exchange.
    expect(prefetched).toEqual([`reads ${returnTo}`, `code ${returnTo}`]);
    const paths = api.calls.map((call) => call.path);
    expect(paths.slice(0, 2)).toEqual(['texts/', 'session']);
    expect(paths.slice(2).sort()).toEqual(
      ['author/settings/', 'author/status', 'manuscripts/7/', 'manuscripts/7/revisions/'].sort(),
    );
    // The report page takes the answers asked for ahead; the guard's session load waits for the same calls.
    expect((await root.manuscripts.revisionOf(7)).id).toBe(3);
    await root.session.ensureLoaded();
    expect(api.callsTo('manuscripts/7/revisions/')).toHaveLength(1);
    expect(api.callsTo('author/status')).toHaveLength(1);
    expect(api.callsTo('texts/')).toHaveLength(1);
  });

  it("without a hint (a sign-in begun in another tab) starts the page's reads and code once the sign-in names it", async () => {
    const { root, prefetched, complete } = signingIn();
    const done = root.completeSignIn();
    await Promise.resolve();
    expect(prefetched).toEqual([]);
    complete();
    await done;
    expect(prefetched).toEqual([`reads ${returnTo}`, `code ${returnTo}`]);
  });

  it("with the built-in provider (the account exists) sends the author's reads beside the session call", async () => {
    const { api, root, complete } = signingIn({ accountsExist: true });
    await root.auth.signIn(returnTo);
    complete();
    expect(await root.completeSignIn()).toBe(returnTo);
    await root.session.ensureLoaded();
    const paths = api.calls.map((call) => call.path);
    expect(paths.slice(0, 2)).toEqual(['texts/', 'session']);
    expect(paths.slice(2).sort()).toEqual(
      ['author/settings/', 'author/status', 'manuscripts/7/', 'manuscripts/7/revisions/'].sort(),
    );
    // The session call kept the role the status was read with: nothing is read again.
    expect(api.callsTo('author/status')).toHaveLength(1);
    expect((await root.manuscripts.revisionOf(7)).id).toBe(3);
  });

  it('reads the status again when the session call changed the role the reads beside it saw', async () => {
    const { api, root, complete } = signingIn({ accountsExist: true });
    api.answer('POST session', { name: 'Karen', email: 'karen@lektor.test', role: 'ADMIN' });
    complete();
    await root.completeSignIn();
    await expect.poll(() => api.callsTo('author/status').length).toBe(2);
  });

  it('a refused sign-in with the built-in provider is forgotten, and its reads with it', async () => {
    const { api, root, complete } = signingIn({ accountsExist: true });
    api.answer('POST session', new Error('Kontoen kan ikke bruges.'));
    complete();
    await expect(root.completeSignIn()).rejects.toThrow('Kontoen kan ikke bruges.');
    expect(root.auth.signedIn).toBe(false);
    expect(root.session.loaded).toBe(false);
  });

  it('is begun once: the entry starts it and the callback page takes the same sign-in', async () => {
    const { api, root, complete, exchanges } = signingIn({ accountsExist: true });
    const first = root.completeSignIn();
    const second = root.completeSignIn();
    expect(second).toBe(first);
    complete();
    expect(await second).toBe(returnTo);
    expect(exchanges()).toBe(1);
    expect(api.callsTo('session')).toHaveLength(1);
  });

  it('asks for nothing of the author before the server has accepted the sign-in', async () => {
    const { api, root, complete } = signingIn();
    api.answer('POST session', new Error('Kontoen kan ikke bruges.'));
    complete();
    await expect(root.completeSignIn()).rejects.toThrow('Kontoen kan ikke bruges.');
    expect(api.calls.map((call) => call.path)).toEqual(['texts/', 'session']);
  });
});

describe('manuscriptOf', () => {
  it("reads the manuscript of an author's report path, and nothing else", () => {
    expect(manuscriptOf('/manuscripts/7/dashboard')).toBe(7);
    expect(manuscriptOf('/manuscripts/12/analysis/3?x=1')).toBe(12);
    expect(manuscriptOf('/manuscripts/12')).toBe(12);
    expect(manuscriptOf('/admin/manuscript/7')).toBeUndefined();
    expect(manuscriptOf('/manuscripts/abc/dashboard')).toBeUndefined();
    expect(manuscriptOf('/overview')).toBeUndefined();
  });
});
