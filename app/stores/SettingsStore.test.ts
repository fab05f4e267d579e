import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-error.ts';
import { FakeApi } from '../test-support/fake-api.ts';
import { SettingsStore } from './SettingsStore.ts';

describe('SettingsStore', () => {
  it("defaults to 'Angivet' and reads 'Analyseret' only when chosen", async () => {
    const api = new FakeApi({ 'GET author/settings/': [{ name: 'analysedOrGiven', value: 'nonsense' }] });
    const store = new SettingsStore(api.asClient());
    expect(store.source).toBe('given');
    await store.load();
    expect(store.source).toBe('given');
    store.settings = [{ name: 'analysedOrGiven', value: 'Analyseret' }];
    expect(store.source).toBe('analysed');
    store.settings = [{ name: 'analysedOrGiven', value: 'Angivet' }];
    expect(store.source).toBe('given');
  });

  it("stores the source as the report toggle writes it: 'Analyseret' or 'Angivet'", async () => {
    const api = new FakeApi({ 'POST author/settings/': (call: { body?: unknown }) => call.body });
    const store = new SettingsStore(api.asClient());
    await store.saveSource('analysed');
    expect(api.calls[0]?.body).toEqual([{ name: 'analysedOrGiven', value: 'Analyseret' }]);
    expect(store.source).toBe('analysed');
  });

  it("saves a single setting as a one-item list and keeps the server's answer", async () => {
    const api = new FakeApi({
      'POST author/settings/': [
        { name: 'gs_4.cliches', value: 'true' },
        { name: 'analysedOrGiven', value: 'analysed' },
      ],
    });
    const store = new SettingsStore(api.asClient());
    await store.save('analysedOrGiven', 'analysed');
    expect(api.calls[0]?.body).toEqual([{ name: 'analysedOrGiven', value: 'analysed' }]);
    expect(store.value('gs_4.cliches')).toBe('true');
  });

  it('restores the previous settings when saving fails', async () => {
    const api = new FakeApi({ 'POST author/settings/': new ApiRequestError(500, 'ERR', 'Fejl') });
    const store = new SettingsStore(api.asClient());
    store.settings = [{ name: 'analysedOrGiven', value: 'given' }];
    await expect(store.save('analysedOrGiven', 'analysed')).rejects.toThrow('Fejl');
    expect(store.source).toBe('given');
  });

  it('deletes one setting by its encoded name, and all settings', async () => {
    const api = new FakeApi({ 'DELETE author/settings/gs_4.cliches': [], 'DELETE author/settings/': [] });
    const store = new SettingsStore(api.asClient());
    store.settings = [{ name: 'gs_4.cliches', value: 'true' }];
    await store.remove('gs_4.cliches');
    expect(store.settings).toEqual([]);
    store.settings = [{ name: 'x', value: 'y' }];
    await store.removeAll();
    expect(store.settings).toEqual([]);
  });
});
