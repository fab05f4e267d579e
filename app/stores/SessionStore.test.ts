import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-error.ts';
import { baseApi, fakeAuthService, statusOf } from '../test-support/render-app.tsx';
import { RootStore } from './RootStore.ts';

describe('SessionStore (what the guard loads once)', () => {
  it('loads status and settings, and rules, texts, report list and FAQs only when missing', async () => {
    const api = baseApi(statusOf('AUTHOR', 'STANDARD'));
    const root = new RootStore(fakeAuthService(true), api.asClient());
    await Promise.all([root.session.ensureLoaded(), root.session.ensureLoaded()]);
    expect(root.session.loaded).toBe(true);
    expect(api.callsTo('author/status')).toHaveLength(1);
    root.session.reset();
    await root.session.ensureLoaded();
    expect(api.callsTo('author/status')).toHaveLength(2);
    expect(api.callsTo('author/settings/')).toHaveLength(2);
    // The texts in one call, once: rules, report list, FAQs and the shared report texts.
    expect(api.callsTo('texts/').map((call) => call.query?.names)).toEqual([
      'rules,reportIndexes,faq,whatIs,lix,globalScores,archetypes,archetypeIndexes,dashboard',
    ]);
    for (const path of ['recommendations/rules/', 'reportIndexes/', 'faq/', 'whatIs/']) {
      expect(api.callsTo(path), path).toHaveLength(0);
    }
    expect(root.rules.genreName(1)).toBe('Krimi');
    expect(root.texts.faq?.[0]?.question).toBe('Hvad er Lektør?');
    expect(root.reportList.loaded).toBe(true);
  });

  it('asks only for the texts it lacks, and the texts started early are the ones the load waits for', async () => {
    const api = baseApi(statusOf('AUTHOR', 'STANDARD'));
    const root = new RootStore(fakeAuthService(true), api.asClient());
    await root.rules.load();
    await root.texts.loadFaq();
    const early = root.session.loadTexts();
    await root.session.ensureLoaded();
    await early;
    expect(api.callsTo('texts/').map((call) => call.query?.names)).toEqual([
      'reportIndexes,whatIs,lix,globalScores,archetypes,archetypeIndexes,dashboard',
    ]);
    // The shared texts are in the content cache: a report page's texts ask for none of them again.
    await root.content.forReport(0);
    expect(api.calls.filter((call) => call.path === 'whatIs/' || call.path === 'lix/')).toEqual([]);
  });

  it('a failed texts call fails the load, and the next load asks again', async () => {
    const api = baseApi(statusOf('AUTHOR', 'STANDARD'));
    api.answer('faq/', new ApiRequestError(503, 'UNAVAILABLE', 'Prøv igen senere.'));
    const root = new RootStore(fakeAuthService(true), api.asClient());
    await expect(root.session.ensureLoaded()).rejects.toThrow('Prøv igen senere.');
    api.answer('faq/', [{ id: 1, question: 'Hvad er Lektør?', answer: 'En lektør på dansk.' }]);
    await root.session.ensureLoaded();
    expect(root.session.loaded).toBe(true);
    expect(api.callsTo('texts/')).toHaveLength(2);
  });

  it('may be tried again after a failed load', async () => {
    const api = baseApi();
    api.answer('author/status', new ApiRequestError(503, 'UNAVAILABLE', 'Prøv igen senere.'));
    const root = new RootStore(fakeAuthService(true), api.asClient());
    await expect(root.session.ensureLoaded()).rejects.toThrow('Prøv igen senere.');
    expect(root.session.loaded).toBe(false);
    api.answer('author/status', statusOf('ADMIN', 'NONE'));
    await root.session.ensureLoaded();
    expect(root.userStatus.isAdmin).toBe(true);
    expect(root.userStatus.hasSubscription).toBe(false);
  });

  it('counts an unknown role as an author and an unknown or missing access level as no subscription', async () => {
    const api = baseApi();
    const status = statusOf('AUTHOR', 'STANDARD');
    api.answer('author/status', { ...status, info: { role: 'TRANSLATOR', accessLevel: 'GOLD' } });
    const root = new RootStore(fakeAuthService(true), api.asClient());
    await root.session.ensureLoaded();
    expect(root.userStatus.role).toBe('AUTHOR');
    expect(root.userStatus.isAdmin).toBe(false);
    expect(root.userStatus.accessLevel).toBe('NONE');
    expect(root.userStatus.hasSubscription).toBe(false);
    root.session.reset();
    api.answer('author/status', { ...status, info: { role: 'ADMIN' } });
    await root.session.ensureLoaded();
    expect(root.userStatus.isAdmin).toBe(true);
    expect(root.userStatus.hasSubscription).toBe(false);
    root.session.reset();
    api.answer('author/status', statusOf('AUTHOR', 'PREMIUM'));
    await root.session.ensureLoaded();
    expect(root.userStatus.hasSubscription).toBe(true);
  });

  it('logout clears user info, settings and rules', async () => {
    const api = baseApi(statusOf('AUTHOR', 'PREMIUM'));
    const root = new RootStore(fakeAuthService(true), api.asClient());
    await root.session.ensureLoaded();
    await root.signOut();
    expect(root.userStatus.status).toBeNull();
    expect(root.rules.rules).toBeNull();
    expect(root.settings.loaded).toBe(false);
    expect(root.session.loaded).toBe(false);
  });
});
