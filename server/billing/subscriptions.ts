/**
 * The local subscription ledger (STANDARD, PREMIUM): an author's subscriptions, cancelling (the subscription
 * keeps its benefits until the end of the period already paid), admin grants, and starting a paid one with
 * its invoice. A subscription is in force while active, or cancelled before its end date.
 */
import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Subscription, SubscriptionsPage } from '../../schemas/api/author.ts';
import { recordHistory } from '../author/history.ts';
import type { Db } from '../db/database.ts';
import { subscriptions, users } from '../db/schema.ts';
import { ApiError, apiErrors } from '../errors.ts';
import { type PagingQuery, pageResult, pagingOf } from '../http/paging.ts';
import { issueInvoice } from './invoices.ts';

export type Tier = 'STANDARD' | 'PREMIUM';
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Uploads per period of each tier when nothing else is said (the pricing page shows the same numbers). */
export const tierQuota: Record<Tier, number> = { STANDARD: 10, PREMIUM: 50 };

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/** The end of the monthly period of a subscription started at `start` that contains `now`. */
export function periodEnd(start: Date, now: Date): Date {
  let months = 1;
  while (addMonths(start, months) <= now) months++;
  return addMonths(start, months);
}

export function subscriptionView(row: SubscriptionRow, now = new Date()): Subscription {
  const ended = row.endsAt !== null && row.endsAt <= now;
  const status = row.status === 'expired' || ended ? 'EXPIRED' : row.status === 'cancelled' ? 'CANCELLED' : 'ACTIVE';
  return {
    id: row.id,
    tier: row.tier as Tier,
    status,
    startDate: row.startedAt.toISOString(),
    endDate: row.endsAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    uploadsPerPeriod: row.uploadsPerPeriod,
    granted: row.granted,
  };
}

/** SQL condition: the subscription is in force now. */
export function inForce(now = new Date()) {
  return and(
    or(eq(subscriptions.status, 'active'), eq(subscriptions.status, 'cancelled')),
    or(isNull(subscriptions.endsAt), gt(subscriptions.endsAt, now)),
  );
}

export async function subscriptionsOf(db: Db, userId: number): Promise<Subscription[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id));
  return rows.map((row) => subscriptionView(row));
}

export async function pageOfSubscriptions(db: Db, userId: number, query: PagingQuery): Promise<SubscriptionsPage> {
  const paging = pagingOf(query);
  const where = eq(subscriptions.userId, userId);
  const [{ total }] = (await db.select({ total: count() }).from(subscriptions).where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(subscriptions)
    .where(where)
    .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return pageResult(
    paging,
    Number(total),
    rows.map((row) => subscriptionView(row)),
  );
}

/** Cancels the author's active subscription: it stays in force until the end of the current period. */
export async function cancelSubscription(db: Db, userId: number, now = new Date()): Promise<Subscription> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inForce(now)))
      .orderBy(desc(subscriptions.startedAt));
    const active = rows.find((row) => row.status === 'active');
    if (!active) {
      if (rows.length > 0) {
        throw new ApiError('ALREADY_CANCELLED', 409, 'Dit abonnement er allerede opsagt.');
      }
      throw apiErrors.notFound('Et aktivt abonnement');
    }
    const endsAt = active.endsAt ?? periodEnd(active.startedAt, now);
    const [cancelled] = await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: now, endsAt })
      .where(and(eq(subscriptions.id, active.id), eq(subscriptions.status, 'active')))
      .returning();
    if (!cancelled) throw new ApiError('ALREADY_CANCELLED', 409, 'Dit abonnement er allerede opsagt.');
    await recordHistory(tx, userId, 'SUBSCRIPTION_CANCELLED', { tier: active.tier, endDate: endsAt.toISOString() });
    return subscriptionView(cancelled, now);
  });
}

export interface Grant {
  tier: Tier;
  months: number;
  uploadsPerPeriod?: number;
}

/** An admin grants an author a subscription without payment; its uploads are added to the author's. */
export async function grantSubscription(db: Db, userId: number, grant: Grant, now = new Date()) {
  return db.transaction(async (tx) => {
    const [author] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!author) throw apiErrors.notFound('Forfatteren');
    const running = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'), inForce(now)));
    if (running.length > 0) {
      throw new ApiError('SUBSCRIPTION_EXISTS', 409, 'Forfatteren har allerede et aktivt abonnement.');
    }
    const uploads = grant.uploadsPerPeriod ?? tierQuota[grant.tier];
    const [row] = await tx
      .insert(subscriptions)
      .values({
        userId,
        tier: grant.tier,
        uploadsPerPeriod: uploads,
        granted: true,
        startedAt: now,
        endsAt: addMonths(now, grant.months),
      })
      .returning();
    await tx
      .update(users)
      .set({ subscriptionUploads: sql`${users.subscriptionUploads} + ${uploads}` })
      .where(eq(users.id, userId));
    await recordHistory(tx, userId, 'SUBSCRIPTION_GRANTED', { tier: grant.tier, months: grant.months });
    return subscriptionView(row!, now);
  });
}

/** Starts a paid monthly subscription with its first invoice (the demo accounts; a payment provider later). */
export async function startPaidSubscription(
  db: Db,
  userId: number,
  tier: Tier,
  priceMinor: number,
  uploads = tierQuota[tier],
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(subscriptions).values({ userId, tier, uploadsPerPeriod: uploads }).returning();
    await issueInvoice(tx, {
      userId,
      subscriptionId: row!.id,
      description: `${tier}-abonnement, første måned`,
      amountMinor: priceMinor,
    });
    await recordHistory(tx, userId, 'SUBSCRIPTION_STARTED', { tier });
    return row!;
  });
}
