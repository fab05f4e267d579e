/** Recommendation rules: metrics, genres and audiences (ids for the upload form), match texts. */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Rules } from '../../schemas/api/content.ts';
import type { ApiClient } from '../api/client.ts';

export class RulesStore {
  rules: Rules | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<RulesStore, 'api'>(this, { api: false, rules: observable.ref });
  }

  get loaded(): boolean {
    return this.rules !== null;
  }

  genreName(id: number): string | undefined {
    return this.rules?.genres.find((g) => g.id === id)?.name;
  }

  audienceName(id: number): string | undefined {
    return this.rules?.audiences.find((a) => a.id === id)?.name;
  }

  async load(): Promise<void> {
    const rules = await this.api.get<Rules>('recommendations/rules/', 'api/content/rules');
    runInAction(() => {
      this.rules = rules;
    });
  }

  clear(): void {
    this.rules = null;
  }
}
