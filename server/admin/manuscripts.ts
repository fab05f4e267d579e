/** All manuscripts as the admin screens see them: with their author, filterable by status and upload time. */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AdminManuscript, AdminManuscriptsQuery } from '../../schemas/api/admin.ts';
import type { Manuscript } from '../../schemas/api/manuscripts.ts';
import { catalogueOf } from '../content/catalogue.ts';
import type { Db } from '../db/database.ts';
import { manuscripts, revisions, users } from '../db/schema.ts';
import { type Paging, pageResult, pagingOf, timeFilter } from '../http/paging.ts';
import { findOwnManuscript, listRevisions, pageOfManuscriptRows, summarise } from '../manuscripts/queries.ts';
import { revisionView } from '../manuscripts/views.ts';

async function withAuthors(db: Db, items: Manuscript[], owners: Map<number, number>) {
  const ids = [...new Set(owners.values())];
  const names =
    ids.length === 0
      ? []
      : await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return items.map((item) => {
    const authorId = owners.get(item.id)!;
    return { ...item, author: { id: authorId, name: nameOf.get(authorId) ?? 'Ukendt' } };
  });
}

/** Manuscripts whose latest revision has `status`. */
function latestStatusIs(status: string): SQL {
  return sql`${manuscripts.id} IN (SELECT r.manuscript_id FROM ${revisions} r WHERE r.status = ${status}
    AND r.number = (SELECT max(r2.number) FROM ${revisions} r2 WHERE r2.manuscript_id = r.manuscript_id))`;
}

export async function pageOfAllManuscripts(db: Db, query: AdminManuscriptsQuery) {
  const paging = pagingOf(query);
  const where = and(timeFilter(manuscripts.createdAt, query), query.status ? latestStatusIs(query.status) : undefined);
  return pageOf(db, where, paging);
}

export async function pageOfAuthorManuscripts(db: Db, userId: number, paging: Paging) {
  const { total, rows } = await pageOfManuscriptRows(db, eq(manuscripts.userId, userId), paging);
  return pageResult(paging, total, await summarise(db, rows, await catalogueOf(db)));
}

async function pageOf(db: Db, where: SQL | undefined, paging: Paging) {
  const { total, rows } = await pageOfManuscriptRows(db, where, paging);
  const items = await summarise(db, rows, await catalogueOf(db));
  return pageResult(paging, total, await withAuthors(db, items, new Map(rows.map((r) => [r.id, r.userId]))));
}

export async function adminManuscript(db: Db, id: number, adminId: number): Promise<AdminManuscript> {
  const row = await findOwnManuscript(db, { userId: adminId, isAdmin: true }, id);
  const catalogue = await catalogueOf(db);
  const [summary] = await withAuthors(db, await summarise(db, [row], catalogue), new Map([[row.id, row.userId]]));
  const revisionRows = await listRevisions(db, row.id);
  return { ...summary!, revisions: revisionRows.map((r) => revisionView(r, catalogue)) };
}
