import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rules } from '../../schemas/api/content.ts';
import { ApiRequestError } from '../api/api-error.ts';
import { FakeApi } from '../test-support/fake-api.ts';
import { doneRevision } from '../test-support/revision.ts';
import { CompareStore, compareErrorText } from './CompareStore.ts';
import { ManuscriptsStore } from './ManuscriptsStore.ts';
import { RulesStore } from './RulesStore.ts';
import { SettingsStore } from './SettingsStore.ts';

const rules: Rules = {
  metrics: [{ id: 1, name: 'LIX', uniqueName: 'lix', reportIndex: 8, variableName: 'lix', modelName: 'Legibility' }],
  genres: [{ id: 1, name: 'Krimi' }],
  audiences: [{ id: 3, name: 'Voksne' }],
  genreMatch: { match: 'Ja', noMatch: 'Nej' },
  audienceMatch: { match: 'Ja', noMatch: 'Nej' },
};

const legibility = (lix: number) => [{ model: 'Legibility', section: 'global', content: { lix } }];

function setup(second: unknown = legibility(36)) {
  const api = new FakeApi({
    'recommendations/rules/': rules,
    'author/settings/': [],
    'manuscripts/2/revisions/': [doneRevision({ id: 6 }), doneRevision({ id: 4 })],
    'manuscripts/2/revisions/4/': legibility(36),
    'manuscripts/2/revisions/6/': second,
  });
  api.answerPrefix('recommendations/1/1/3/', {
    message: 'Fint.',
    RAG: 'G',
    RAGText: 'Godt',
    RAGLevel: 3,
    rangeLow: 20,
    rangeHigh: 40,
    name: 'LIX',
  });
  const client = api.asClient();
  const store = new CompareStore(
    client,
    new ManuscriptsStore(client),
    new RulesStore(client),
    new SettingsStore(client),
  );
  return { api, store };
}

afterEach(() => vi.restoreAllMocks());

describe('CompareStore', () => {
  it('asks for the band of an unchanged value once, for the given genre and audience', async () => {
    const { api, store } = setup();
    await store.open(2, null, null);
    expect(store.state).toBe('ready');
    expect(store.comparison?.metrics).toMatchObject([{ from: 36, to: 36, change: 0, verdict: 'stillGood' }]);
    expect(api.calls.filter((c) => c.path.startsWith('recommendations/1/')).map((c) => c.path)).toEqual([
      'recommendations/1/1/3/36',
    ]);
    // Both revisions' data with the models and sections the comparison reads.
    expect(api.callsTo('manuscripts/2/revisions/6/')[0]?.query).toMatchObject({
      models: expect.stringContaining('Cliches'),
      sections: 'characters,global,parts',
    });
  });

  it('says the comparison could not be read when a revision’s data fails, and reports the error', async () => {
    const failure = new ApiRequestError(500, 'INTERNAL', 'Der skete en fejl.');
    const { store } = setup(failure);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(store.open(2, null, null)).rejects.toBe(failure);
    expect(store.state).toBe('error');
    expect(store.message).toBe(compareErrorText);
    expect(store.comparison).toBeNull();
  });

  it('a later open wins over one still loading', async () => {
    const { store } = setup();
    const first = store.open(2, '6', '4');
    const second = store.open(2, null, null);
    await Promise.all([first, second]);
    expect(store.isReadyFor(2, null, null)).toBe(true);
    expect(store.comparison?.from.revision.id).toBe(4);
  });
});
