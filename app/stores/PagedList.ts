/**
 * A UI store for one paged list (spec §9: page size 20): the current page, its items and total, an optional
 * time filter, and loading. The loader is the domain call; the list only keeps the paging state.
 */
import { makeAutoObservable, runInAction } from 'mobx';

export const DEFAULT_PAGE_SIZE = 20;

export interface Page<T> {
  items: readonly T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface PageQuery {
  page: number;
  pageSize: number;
  startTime?: string;
  endTime?: string;
  [filter: string]: string | number | undefined;
}

export type PageLoader<T> = (query: PageQuery) => Promise<Page<T>>;

export class PagedList<T> {
  current: Page<T> | null = null;
  loading = false;
  /** Extra filters sent with every page (e.g. startTime, endTime, status, q). */
  filters: Record<string, string | undefined> = {};
  private request = 0;

  constructor(
    private readonly loader: PageLoader<T>,
    readonly pageSize = DEFAULT_PAGE_SIZE,
  ) {
    makeAutoObservable<PagedList<T>, 'loader' | 'request'>(this, { loader: false, request: false });
  }

  get items(): readonly T[] {
    return this.current?.items ?? [];
  }

  get page(): number {
    return this.current?.page ?? 1;
  }

  get total(): number {
    return this.current?.total ?? 0;
  }

  get pageCount(): number {
    return this.current ? Math.max(1, Math.ceil(this.current.total / this.current.pageSize)) : 1;
  }

  get hasPrevious(): boolean {
    return this.page > 1;
  }

  get hasNext(): boolean {
    return this.page < this.pageCount;
  }

  /** Loads a page (default: the current one); an answer to an older request is dropped. */
  async load(page = this.page): Promise<void> {
    const request = ++this.request;
    this.loading = true;
    try {
      const query: PageQuery = { page: Math.max(1, Math.floor(page)), pageSize: this.pageSize };
      for (const [name, value] of Object.entries(this.filters)) if (value) query[name] = value;
      const result = await this.loader(query);
      if (request !== this.request) return;
      runInAction(() => {
        this.current = result;
      });
    } finally {
      if (request === this.request) {
        runInAction(() => {
          this.loading = false;
        });
      }
    }
  }

  /** Sets filters and loads their first page. */
  filter(filters: Record<string, string | undefined>): Promise<void> {
    this.filters = { ...filters };
    return this.load(1);
  }

  next(): Promise<void> {
    return this.load(this.page + 1);
  }

  previous(): Promise<void> {
    return this.load(this.page - 1);
  }

  clear(): void {
    this.current = null;
    this.filters = {};
  }
}
