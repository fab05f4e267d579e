/** Reading and writing a revision's analysis state and results. */
import { and, eq, inArray } from 'drizzle-orm';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import type { Db } from '../db/database.ts';
import { history, manuscripts, revisionData, revisionFiles, revisions } from '../db/schema.ts';

export type RevisionStatus = 'queued' | 'analysing' | 'done' | 'failed';

export async function loadRevisionFile(db: Db, revisionId: number) {
  const [row] = await db
    .select({
      status: revisions.status,
      fileName: revisions.fileName,
      bytes: revisionFiles.bytes,
      userId: manuscripts.userId,
      manuscriptId: manuscripts.id,
    })
    .from(revisions)
    .innerJoin(revisionFiles, eq(revisionFiles.revisionId, revisions.id))
    .innerJoin(manuscripts, eq(manuscripts.id, revisions.manuscriptId))
    .where(eq(revisions.id, revisionId));
  return row;
}

export async function markAnalysing(db: Db, revisionId: number): Promise<boolean> {
  const updated = await db
    .update(revisions)
    .set({ status: 'analysing', stage: 'import', progress: 0, failureReason: null })
    .where(and(eq(revisions.id, revisionId), inArray(revisions.status, ['queued', 'analysing'])))
    .returning({ id: revisions.id });
  return updated.length > 0;
}

export async function recordProgress(db: Db, revisionId: number, stage: string, progress: number): Promise<void> {
  await db
    .update(revisions)
    .set({ stage, progress: Math.max(0, Math.min(1, progress)) })
    .where(and(eq(revisions.id, revisionId), eq(revisions.status, 'analysing')));
}

/** Stores every model result and marks the revision done, in one short transaction. */
export async function storeResults(
  db: Db,
  revisionId: number,
  userId: number,
  items: RevisionDataItem[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(revisionData).where(eq(revisionData.revisionId, revisionId));
    if (items.length > 0) {
      await tx
        .insert(revisionData)
        .values(
          items.map((item) => ({
            revisionId,
            model: item.model,
            section: item.section,
            content: item.content as object,
          })),
        );
    }
    await tx
      .update(revisions)
      .set({ status: 'done', stage: 'done', progress: 1, finishedAt: new Date() })
      .where(eq(revisions.id, revisionId));
    await tx.insert(history).values({ userId, kind: 'analysis-done', detail: { revisionId } });
  });
}

export async function markFailed(
  db: Db,
  revisionId: number,
  userId: number | undefined,
  reason: string,
): Promise<void> {
  await db
    .update(revisions)
    .set({ status: 'failed', failureReason: reason, finishedAt: new Date() })
    .where(eq(revisions.id, revisionId));
  if (userId) await db.insert(history).values({ userId, kind: 'analysis-failed', detail: { revisionId, reason } });
}

/** Revisions whose analysis was queued or under way: after a restart they are queued again. */
export async function unfinishedRevisionIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(inArray(revisions.status, ['queued', 'analysing']));
  return rows.map((r) => r.id);
}
