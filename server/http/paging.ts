/** Paging (page ≥ 1, pageSize 1..100, default 20) and time filters (startTime inclusive, endTime exclusive). */
import { and, type Column, gte, lt, type SQL } from 'drizzle-orm';

export interface PagingQuery {
  page?: number;
  pageSize?: number;
  startTime?: string;
  endTime?: string;
}

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

export const DEFAULT_PAGE_SIZE = 20;

export function pagingOf(query: PagingQuery): Paging {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** A date alone ('2026-11-21') means midnight UTC of that day. */
function instant(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
}

/** The SQL condition of a time filter on `column`, or undefined when the query has none. */
export function timeFilter(column: Column, query: PagingQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.startTime) conditions.push(gte(column, instant(query.startTime)));
  if (query.endTime) conditions.push(lt(column, instant(query.endTime)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function pageResult<T>(paging: Paging, total: number, items: T[]) {
  return { items, page: paging.page, pageSize: paging.pageSize, total };
}
