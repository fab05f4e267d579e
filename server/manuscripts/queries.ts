/** Reading manuscripts, revisions and revision data, always scoped to the owner (or an admin). */
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Manuscript } from '../../schemas/api/manuscripts.ts';
import type { Catalogue } from '../content/catalogue.ts';
import type { Db } from '../db/database.ts';
import { manuscripts, revisionData, revisions } from '../db/schema.ts';
import { apiErrors } from '../errors.ts';
import { type Paging, pageOfRows } from '../http/paging.ts';
import { type ManuscriptRow, manuscriptView, type RevisionRow } from './views.ts';

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

/** Revisions of a manuscript, newest first. */
export async function listRevisions(db: Db, manuscriptId: number) {
  return db.select().from(revisions).where(eq(revisions.manuscriptId, manuscriptId)).orderBy(desc(revisions.number));
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

/** The API view of each manuscript with its latest revision and number of revisions. */
export async function summarise(db: Db, rows: ManuscriptRow[], catalogue: Catalogue): Promise<Manuscript[]> {
  if (rows.length === 0) return [];
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
  const latest = new Map<number, RevisionRow>();
  const counts = new Map<number, number>();
  for (const revision of all) {
    latest.set(revision.manuscriptId, revision);
    counts.set(revision.manuscriptId, (counts.get(revision.manuscriptId) ?? 0) + 1);
  }
  return rows.flatMap((row) => {
    const revision = latest.get(row.id);
    return revision ? [manuscriptView(row, revision, counts.get(row.id) ?? 1, catalogue)] : [];
  });
}

export async function manuscriptSummary(db: Db, row: ManuscriptRow, catalogue: Catalogue): Promise<Manuscript> {
  const [summary] = await summarise(db, [row], catalogue);
  if (!summary) throw apiErrors.notFound('Manuskriptet');
  return summary;
}

/** A page of manuscripts matching `where`, newest first. */
export async function pageOfManuscriptRows(db: Db, where: SQL | undefined, paging: Paging) {
  return pageOfRows(db, manuscripts, where, [desc(manuscripts.createdAt), desc(manuscripts.id)], paging);
}
