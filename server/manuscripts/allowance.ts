/**
 * The upload allowance: spending one upload (complimentary first, then subscription, then purchased) and giving
 * one back to the allowance it was spent from when its analysis failed. Both run inside the caller's transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { apiErrors } from '../errors.ts';

export type UploadSource = 'complimentary' | 'subscription' | 'purchased';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const columns = {
  complimentary: users.complimentaryUploads,
  subscription: users.subscriptionUploads,
  purchased: users.purchasedUploads,
} as const;

/** The one allowance column changed by `step` (+1 or -1). */
function changed(source: UploadSource, step: 1 | -1) {
  const value = sql`${columns[source]} + ${step}`;
  if (source === 'complimentary') return { complimentaryUploads: value };
  if (source === 'subscription') return { subscriptionUploads: value };
  return { purchasedUploads: value };
}

/** Whether the author has an upload left (a read, before the file is checked; spendUpload decides under a lock). */
export async function hasUploadsLeft(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({
      total: sql<number>`${users.complimentaryUploads} + ${users.subscriptionUploads} + ${users.purchasedUploads}`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return Number(row?.total ?? 0) > 0;
}

/**
 * Spends one upload of the author: the row is locked first (SELECT … FOR UPDATE), so concurrent uploads of the same
 * author take turns and can never overdraw the allowance; NO_UPLOADS_LEFT when it is 0.
 */
export async function spendUpload(tx: Tx, userId: number): Promise<UploadSource> {
  const [row] = await tx
    .select({
      complimentary: users.complimentaryUploads,
      subscription: users.subscriptionUploads,
      purchased: users.purchasedUploads,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const source = (['complimentary', 'subscription', 'purchased'] as const).find((name) => (row?.[name] ?? 0) > 0);
  if (!source) throw apiErrors.noUploadsLeft();
  await tx.update(users).set(changed(source, -1)).where(eq(users.id, userId));
  return source;
}

function isUploadSource(value: string | null | undefined): value is UploadSource {
  return value === 'complimentary' || value === 'subscription' || value === 'purchased';
}

/** Gives one upload back to the allowance it was spent from; false when the revision recorded none. */
export async function giveUploadBack(tx: Tx, userId: number, source: string | null | undefined): Promise<boolean> {
  if (!isUploadSource(source)) return false;
  await tx.update(users).set(changed(source, 1)).where(eq(users.id, userId));
  return true;
}
