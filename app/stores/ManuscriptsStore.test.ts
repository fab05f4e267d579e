import { describe, expect, it } from 'vitest';
import { FakeApi } from '../test-support/fake-api.ts';
import { doneRevision } from '../test-support/revision.ts';
import { ManuscriptsStore } from './ManuscriptsStore.ts';

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
