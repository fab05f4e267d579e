/** The author's manuscripts list (paged) and one manuscript's revisions. */
import { makeAutoObservable, runInAction } from 'mobx';
import type { ManuscriptsPage, Revisions } from '../../schemas/api/manuscripts.ts';
import type { ApiClient } from '../api/client.ts';

export const PAGE_SIZE = 20;

export class ManuscriptsStore {
  page: ManuscriptsPage | null = null;
  loading = false;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<ManuscriptsStore, 'api'>(this, { api: false });
  }

  get pageCount(): number {
    return this.page ? Math.max(1, Math.ceil(this.page.total / this.page.pageSize)) : 1;
  }

  async load(page = 1): Promise<void> {
    this.loading = true;
    try {
      const result = await this.api.get<ManuscriptsPage>('manuscripts/', 'api/manuscripts/page', {
        page,
        pageSize: PAGE_SIZE,
      });
      runInAction(() => {
        this.page = result;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  revisions(manuscriptId: number): Promise<Revisions> {
    return this.api.get<Revisions>(`manuscripts/${manuscriptId}/revisions/`, 'api/manuscripts/revisions');
  }

  clear(): void {
    this.page = null;
  }
}
