/**
 * The queue's turn-taking by author: a revision's job priority is minus the number of the same author's revisions
 * queued or being analysed before it (lower ids). An author's first waiting job has priority 0, the second -1, and
 * so on, so the queue (highest priority first, then oldest) serves authors in turn. Counted from the revisions, not
 * from the queue, so that a job queued again after a restart or a lost worker gets the same place.
 */
import { and, count, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { manuscripts, revisions } from '../db/schema.ts';

export async function fairPriority(db: Db, revisionId: number): Promise<number> {
  const [owner] = await db
    .select({ userId: manuscripts.userId })
    .from(revisions)
    .innerJoin(manuscripts, eq(manuscripts.id, revisions.manuscriptId))
    .where(eq(revisions.id, revisionId));
  if (!owner) return 0;
  const [ahead] = await db
    .select({ n: count() })
    .from(revisions)
    .innerJoin(manuscripts, eq(manuscripts.id, revisions.manuscriptId))
    .where(
      and(
        eq(manuscripts.userId, owner.userId),
        inArray(revisions.status, ['queued', 'analysing']),
        lt(revisions.id, revisionId),
      ),
    );
  return 0 - Number(ahead?.n ?? 0);
}
