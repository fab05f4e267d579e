import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/api-error.ts';
import { FakeApi } from '../test-support/fake-api.ts';
import { doneRevision } from '../test-support/revision.ts';
import { AHEAD_MS, ManuscriptsStore } from './ManuscriptsStore.ts';

describe('ManuscriptsStore.revisionOf', () => {
  const api = new FakeApi({
    'manuscripts/2/revisions/': [
      doneRevision({ id: 4 }),
      doneRevision({ id: 9, title: 'Efterår, anden udgave' }),
      doneRevision({ id: 6 }),
    ],
  });
  const store = new ManuscriptsStore(api.asClient());

  it('gives the newest revision when none is named, and the named one when it is', async () => {
    expect((await store.revisionOf(2)).id).toBe(9);
    expect((await store.revisionOf(2, 4)).id).toBe(4);
  });

  it('numbers the versions by upload (id) order: the one shown is named by its number', async () => {
    expect((await store.versionOf(2)).number).toBe(3);
    expect((await store.versionOf(2, 6)).number).toBe(2);
    expect((await store.versionOf(2, 4)).number).toBe(1);
  });

  it('refuses a revision the manuscript does not have', async () => {
    await expect(store.revisionOf(2, 5)).rejects.toThrow('manuscript 2 has no revision 5');
  });
});

describe('ManuscriptsStore.prefetch (a report page about to open after the sign-in)', () => {
  afterEach(() => vi.useRealTimers());
  const answers = () =>
    new FakeApi({ 'manuscripts/2/': { id: 2 }, 'manuscripts/2/revisions/': [doneRevision({ id: 4 })] });

  it('asks for the manuscript and its revisions side by side; each answer is taken once', async () => {
    const api = answers();
    const store = new ManuscriptsStore(api.asClient());
    store.prefetch(2);
    expect(api.calls.map((call) => call.path)).toEqual(['manuscripts/2/', 'manuscripts/2/revisions/']);
    expect((await store.revisionOf(2)).id).toBe(4);
    expect(await store.manuscript(2)).toEqual({ id: 2 });
    expect(api.calls).toHaveLength(2);
    // Taken: the next call asks the server again (the manuscript may have changed since).
    await store.revisions(2);
    expect(api.callsTo('manuscripts/2/revisions/')).toHaveLength(2);
  });

  it('gives out no answer older than AHEAD_MS, and none after clear()', async () => {
    vi.useFakeTimers();
    const api = answers();
    const store = new ManuscriptsStore(api.asClient());
    store.prefetch(2);
    vi.setSystemTime(Date.now() + AHEAD_MS + 1);
    await store.revisions(2);
    expect(api.callsTo('manuscripts/2/revisions/')).toHaveLength(2);
    store.prefetch(2);
    store.clear();
    await store.manuscript(2);
    expect(api.callsTo('manuscripts/2/')).toHaveLength(3);
  });

  it('hands a failed answer to its taker, and leaves none unhandled meanwhile', async () => {
    const api = answers();
    api.answer('manuscripts/2/revisions/', new ApiRequestError(404, 'NOT_FOUND', 'Manuskriptet findes ikke.'));
    const store = new ManuscriptsStore(api.asClient());
    store.prefetch(2);
    await Promise.resolve();
    await expect(store.revisions(2)).rejects.toThrow('Manuskriptet findes ikke.');
  });
});
