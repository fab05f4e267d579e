/** Paging (page ≥ 1, pageSize 1..100, default 20) and time filters (startTime inclusive, endTime exclusive). */
import { and, type Column, count, gte, type InferSelectModel, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';

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

/** One page of `table`'s rows matching `where` in `order`, and how many rows match in all (the count, then the page). */
export async function pageOfRows<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: (SQL | PgColumn)[],
  paging: Paging,
): Promise<{ total: number; rows: InferSelectModel<T>[] }> {
  const [counted] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(where);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(paging.offset);
  return { total: Number(counted?.total ?? 0), rows: rows as InferSelectModel<T>[] };
}
