/** Reading an author's manuscripts, revisions and revision data, always scoped to the owner (or an admin). */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { manuscripts, revisionData, revisions } from '../db/schema.ts';
import { apiErrors } from '../errors.ts';

export interface Owner {
  userId: number;
  /** Admins read every author's manuscripts. */
  isAdmin: boolean;
}

export async function findOwnManuscript(db: Db, owner: Owner, manuscriptId: number) {
  const conditions = owner.isAdmin
    ? eq(manuscripts.id, manuscriptId)
    : and(eq(manuscripts.id, manuscriptId), eq(manuscripts.userId, owner.userId));
  const [manuscript] = await db.select().from(manuscripts).where(conditions);
  // Another author's manuscript is answered exactly like a missing one.
  if (!manuscript) throw apiErrors.notFound('Manuskriptet');
  return manuscript;
}

export async function listRevisions(db: Db, manuscriptId: number) {
  return db.select().from(revisions).where(eq(revisions.manuscriptId, manuscriptId)).orderBy(asc(revisions.number));
}

export async function findRevision(db: Db, manuscriptId: number, revisionId: number) {
  const [revision] = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.id, revisionId), eq(revisions.manuscriptId, manuscriptId)));
  if (!revision) throw apiErrors.notFound('Revisionen');
  return revision;
}

export async function readRevisionData(db: Db, revisionId: number, models?: string[], sections?: string[]) {
  const conditions = [eq(revisionData.revisionId, revisionId)];
  if (models && models.length > 0) conditions.push(inArray(revisionData.model, models));
  if (sections && sections.length > 0) conditions.push(inArray(revisionData.section, sections));
  return db
    .select({ model: revisionData.model, section: revisionData.section, content: revisionData.content })
    .from(revisionData)
    .where(and(...conditions))
    .orderBy(asc(revisionData.model), asc(revisionData.section));
}

export async function pageOfManuscripts(db: Db, userId: number, page: number, pageSize: number) {
  const [{ total }] = (await db.select({ total: count() }).from(manuscripts).where(eq(manuscripts.userId, userId))) as [
    { total: number },
  ];
  const rows = await db
    .select()
    .from(manuscripts)
    .where(eq(manuscripts.userId, userId))
    .orderBy(desc(manuscripts.createdAt), desc(manuscripts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const latest = new Map<number, typeof revisions.$inferSelect>();
  if (rows.length > 0) {
    const all = await db
      .select()
      .from(revisions)
      .where(
        inArray(
          revisions.manuscriptId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(revisions.number));
    for (const revision of all) latest.set(revision.manuscriptId, revision);
  }
  return { total: Number(total), rows, latest };
}
