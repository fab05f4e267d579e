/** Reading and writing a revision's analysis state and results. */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { recordHistory } from '../author/history.ts';
import type { Db } from '../db/database.ts';
import { revisionFileBytes } from '../db/revision-files.ts';
import { manuscripts, revisionData, revisionFiles, revisionPassages, revisions } from '../db/schema.ts';
import { giveUploadBack } from '../manuscripts/allowance.ts';
import type { StoredResults } from './stored-results.ts';

export type RevisionStatus = 'queued' | 'analysing' | 'done' | 'failed';

export async function loadRevisionFile(db: Db, revisionId: number) {
  const [row] = await db
    .select({
      status: revisions.status,
      title: revisions.title,
      fileName: revisions.fileName,
      bytes: revisionFiles.bytes,
      fileKey: revisionFiles.fileKey,
      userId: manuscripts.userId,
      manuscriptId: manuscripts.id,
      uploadSource: revisions.uploadSource,
    })
    .from(revisions)
    .innerJoin(revisionFiles, eq(revisionFiles.revisionId, revisions.id))
    .innerJoin(manuscripts, eq(manuscripts.id, revisions.manuscriptId))
    .where(eq(revisions.id, revisionId));
  return row && { ...row, bytes: await revisionFileBytes(db, row) };
}

export async function markAnalysing(db: Db, revisionId: number): Promise<boolean> {
  const updated = await db
    .update(revisions)
    .set({ status: 'analysing', stage: 'import', progress: 0, failureReason: null, heartbeatAt: new Date() })
    .where(and(eq(revisions.id, revisionId), inArray(revisions.status, ['queued', 'analysing'])))
    .returning({ id: revisions.id });
  return updated.length > 0;
}

export async function recordProgress(db: Db, revisionId: number, stage: string, progress: number): Promise<void> {
  await db
    .update(revisions)
    .set({ stage, progress: Math.max(0, Math.min(1, progress)), heartbeatAt: new Date() })
    .where(and(eq(revisions.id, revisionId), eq(revisions.status, 'analysing')));
}

/** Who a revision belongs to: whose history and allowance its end is written to. */
export interface RevisionOwner {
  userId: number;
  manuscriptId: number;
  title: string;
  /** The allowance the upload was spent from (null: not recorded). */
  uploadSource?: string | null;
}

/** Lets the event loop answer what waits (a request, a timer) before the next row is written. */
const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Stores every model result and marks the revision done, in one transaction. The rows are written one statement
 * each, with a turn of the event loop between them: on the embedded database every statement runs on this thread,
 * and one statement for all of a 10,000,000-byte upload's results (about 3 MB of JSON) held the loop for 0.4 s
 * (issue 32 point 3). Other statements on the same database wait for the transaction's end meanwhile. The results
 * come as JSON text (stored-results.ts), which the database reads as jsonb: nothing is written out again here.
 */
export async function storeResults(
  db: Db,
  revisionId: number,
  owner: RevisionOwner,
  results: StoredResults,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(revisionData).where(eq(revisionData.revisionId, revisionId));
    await tx.delete(revisionPassages).where(eq(revisionPassages.revisionId, revisionId));
    for (const { model, json } of results.passages) {
      await loopTurn();
      await tx.insert(revisionPassages).values({ revisionId, model, content: sql`${json}::jsonb` });
    }
    for (const { model, section, json } of results.items) {
      await loopTurn();
      await tx.insert(revisionData).values({ revisionId, model, section, content: sql`${json}::jsonb` });
    }
    await tx
      .update(revisions)
      .set({ status: 'done', stage: 'done', progress: 1, finishedAt: new Date() })
      .where(eq(revisions.id, revisionId));
    await recordHistory(tx, owner.userId, 'ANALYSIS_DONE', {
      revisionId,
      manuscriptId: owner.manuscriptId,
      title: owner.title,
    });
  });
}

/**
 * Marks the revision failed with the author's reason and gives the upload back to the allowance it was spent from,
 * in one transaction: only the call that moves the revision to failed gives it back, so it happens once.
 */
export async function markFailed(db: Db, revisionId: number, owner: RevisionOwner, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(revisions)
      .set({ status: 'failed', stage: 'failed', failureReason: reason, finishedAt: new Date() })
      .where(and(eq(revisions.id, revisionId), inArray(revisions.status, ['queued', 'analysing'])))
      .returning({ id: revisions.id });
    if (failed.length === 0) return;
    const uploadReturned = await giveUploadBack(tx, owner.userId, owner.uploadSource);
    await recordHistory(tx, owner.userId, 'ANALYSIS_FAILED', {
      revisionId,
      manuscriptId: owner.manuscriptId,
      title: owner.title,
      reason,
      ...(uploadReturned ? { uploadReturned } : {}),
    });
  });
}

/** Revisions whose analysis was queued or under way: after a restart they are queued again. */
export async function unfinishedRevisionIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(inArray(revisions.status, ['queued', 'analysing']));
  return rows.map((r) => r.id);
}

/** The worker analysing the revision is alive. */
export async function touchRevision(db: Db, revisionId: number): Promise<void> {
  await db
    .update(revisions)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(revisions.id, revisionId), eq(revisions.status, 'analysing')));
}

/**
 * Revisions no live worker is on (PostgreSQL, many processes): analysing without a heartbeat since
 * `staleBefore` (its worker died), or queued since before it (its job may have been lost between the upload's
 * commit and the enqueue). Queuing one twice is harmless: a job for a finished revision does nothing.
 */
export async function staleRevisionIds(db: Db, staleBefore: Date): Promise<number[]> {
  const rows = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(
      or(
        and(
          eq(revisions.status, 'analysing'),
          or(isNull(revisions.heartbeatAt), lt(revisions.heartbeatAt, staleBefore)),
        ),
        and(eq(revisions.status, 'queued'), lt(revisions.createdAt, staleBefore)),
      ),
    );
  return rows.map((r) => r.id);
}
