/**
 * The author's settings (GET/POST/DELETE author/settings/): name → value. Holds 'analysedOrGiven' (genre and
 * audience from the analysis or as given; default given) and the completed global-score elements 'gs_…'.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  type GenreAudienceSource,
  SOURCE_SETTING,
  sourceOf,
  sourceSettingValues,
} from '../../engine/rules/genre-audience.ts';
import type { Settings } from '../../schemas/api/author.ts';
import type { ApiClient } from '../api/client.ts';

export { SOURCE_SETTING, sourceOf, sourceSettingValues };

export class SettingsStore {
  settings: Settings = [];
  loaded = false;

  constructor(private readonly api: ApiClient) {
    // plain arrays (replaced, never mutated): report bindings (JSONata) read them as they are
    makeAutoObservable<SettingsStore, 'api'>(this, { api: false, settings: observable.ref });
  }

  value(name: string): string | undefined {
    return this.settings.find((s) => s.name === name)?.value;
  }

  /** 'Analyseret' only when the author chose it; 'Angivet' is the default. */
  get source(): GenreAudienceSource {
    return sourceOf(this.value(SOURCE_SETTING));
  }

  /** Stores 'Analyseret' or 'Angivet'. */
  saveSource(source: GenreAudienceSource): Promise<void> {
    return this.save(SOURCE_SETTING, sourceSettingValues[source]);
  }

  async load(): Promise<void> {
    const settings = await this.api.get<Settings>('author/settings/', 'api/author/settings');
    runInAction(() => {
      this.settings = settings;
      this.loaded = true;
    });
  }

  /** Saves one setting (a one-item list) and keeps the server's answer. */
  async save(name: string, value: string): Promise<void> {
    const previous = this.settings;
    this.settings = [...previous.filter((s) => s.name !== name), { name, value }];
    try {
      const saved = await this.api.send<Settings>('POST', 'author/settings/', [{ name, value }], 'api/author/settings');
      runInAction(() => {
        if (saved) this.settings = saved;
      });
    } catch (error) {
      runInAction(() => {
        this.settings = previous;
      });
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    const saved = await this.api.send<Settings>(
      'DELETE',
      `author/settings/${encodeURIComponent(name)}`,
      undefined,
      'api/author/settings',
    );
    runInAction(() => {
      this.settings = saved ?? this.settings.filter((s) => s.name !== name);
    });
  }

  async removeAll(): Promise<void> {
    const saved = await this.api.send<Settings>('DELETE', 'author/settings/', undefined, 'api/author/settings');
    runInAction(() => {
      this.settings = saved ?? [];
    });
  }

  clear(): void {
    this.settings = [];
    this.loaded = false;
  }
}
