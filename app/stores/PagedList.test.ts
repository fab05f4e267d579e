import { describe, expect, it } from 'vitest';
import { type Page, PagedList, type PageQuery } from './PagedList.ts';

function pageOf(query: PageQuery, total: number): Page<number> {
  const first = (query.page - 1) * query.pageSize;
  const items = Array.from({ length: Math.max(0, Math.min(query.pageSize, total - first)) }, (_, i) => first + i);
  return { items, page: query.page, pageSize: query.pageSize, total };
}

describe('PagedList', () => {
  it('asks for pages of 20 by default and knows the page count', async () => {
    const queries: PageQuery[] = [];
    const list = new PagedList<number>(async (q) => {
      queries.push(q);
      return pageOf(q, 45);
    });
    await list.load();
    expect(queries[0]).toEqual({ page: 1, pageSize: 20 });
    expect(list.pageCount).toBe(3);
    expect(list.hasPrevious).toBe(false);
    await list.next();
    await list.next();
    expect(list.page).toBe(3);
    expect(list.items).toEqual([40, 41, 42, 43, 44]);
    expect(list.hasNext).toBe(false);
    await list.previous();
    expect(list.page).toBe(2);
  });

  it('sends filters with every page and starts again at page 1 when they change', async () => {
    const queries: PageQuery[] = [];
    const list = new PagedList<number>(async (q) => {
      queries.push(q);
      return pageOf(q, 100);
    });
    await list.load(3);
    await list.filter({ startTime: '2026-01-01', endTime: undefined, status: 'done' });
    expect(queries.at(-1)).toEqual({ page: 1, pageSize: 20, startTime: '2026-01-01', status: 'done' });
    await list.next();
    expect(queries.at(-1)).toMatchObject({ page: 2, status: 'done' });
  });

  it('keeps the newest answer when an older request answers last', async () => {
    const resolvers: ((page: Page<number>) => void)[] = [];
    const list = new PagedList<number>(() => new Promise((resolve) => resolvers.push(resolve)));
    const first = list.load(1);
    const second = list.load(2);
    resolvers[1]!({ items: [20], page: 2, pageSize: 20, total: 21 });
    await second;
    resolvers[0]!({ items: [0], page: 1, pageSize: 20, total: 21 });
    await first;
    expect(list.page).toBe(2);
    expect(list.loading).toBe(false);
  });

  it('clamps a page below 1 and passes on a failed load', async () => {
    const list = new PagedList<number>(async (q) => {
      if (q.page > 1) throw new Error('boom');
      return pageOf(q, 5);
    });
    await list.load(-4);
    expect(list.page).toBe(1);
    await expect(list.load(2)).rejects.toThrow('boom');
    expect(list.loading).toBe(false);
    expect(list.page).toBe(1);
  });
});
