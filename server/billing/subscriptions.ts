/**
 * The local subscription ledger (STANDARD, PREMIUM): an author's subscriptions, cancelling (the subscription
 * keeps its benefits until the end of the period already paid, and is not renewed), admin grants, and starting a
 * paid one with its first invoice. A subscription is in force while active, or cancelled before its end date.
 */
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Subscription, SubscriptionsPage } from '../../schemas/api/author.ts';
import { recordHistory } from '../author/history.ts';
import type { Db } from '../db/database.ts';
import { subscriptions, users } from '../db/schema.ts';
import { apiErrors, billingErrors } from '../errors.ts';
import { type PagingQuery, pageOfRows, pageResult, pagingOf } from '../http/paging.ts';
import { issueInvoice, periodText } from './invoices.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { defaultTierTable, type Tier, type TierTable, tierNames, vatOf } from './tiers.ts';

export type { Tier } from './tiers.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The same day `months` later; a day the month lacks becomes its last (31 January + 1 month: 28/29 February). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The end of the period a bought subscription has paid for (a month after start for those from before renewal). */
export function paidUntil(row: Pick<SubscriptionRow, 'currentPeriodEnd' | 'startedAt'>): Date {
  return row.currentPeriodEnd ?? addMonths(row.startedAt, 1);
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
    renewalDate: status === 'ACTIVE' && !row.granted && row.endsAt === null ? paidUntil(row).toISOString() : null,
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
  const order = [desc(subscriptions.startedAt), desc(subscriptions.id)];
  const { total, rows } = await pageOfRows(db, subscriptions, where, order, paging);
  return pageResult(
    paging,
    total,
    rows.map((row) => subscriptionView(row)),
  );
}

/**
 * Cancels the author's active subscription: it is not renewed, and stays in force until the end of the period
 * paid for. A subscription the payment provider charges is stopped there first; if that fails nothing changes.
 */
export async function cancelSubscription(
  db: Db,
  userId: number,
  provider?: Pick<PaymentProvider, 'cancelAtPeriodEnd'>,
  now = new Date(),
): Promise<Subscription> {
  const [renewing] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'), inForce(now)));
  if (renewing?.providerSubscriptionId && provider) await provider.cancelAtPeriodEnd(renewing.providerSubscriptionId);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inForce(now)))
      .orderBy(desc(subscriptions.startedAt));
    const active = rows.find((row) => row.status === 'active');
    if (!active) {
      if (rows.length > 0) throw billingErrors.alreadyCancelled();
      throw apiErrors.notFound('Et aktivt abonnement');
    }
    const endsAt = active.endsAt ?? paidUntil(active);
    const [cancelled] = await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: now, endsAt })
      .where(and(eq(subscriptions.id, active.id), eq(subscriptions.status, 'active')))
      .returning();
    if (!cancelled) throw billingErrors.alreadyCancelled();
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
export async function grantSubscription(
  db: Db,
  userId: number,
  grant: Grant,
  tiers: TierTable = defaultTierTable,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [author] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!author) throw apiErrors.notFound('Forfatteren');
    const running = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'), inForce(now)));
    if (running.length > 0) {
      throw billingErrors.subscriptionExists();
    }
    const uploads = grant.uploadsPerPeriod ?? tiers[grant.tier].uploadsPerPeriod;
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

/** Starts a paid monthly subscription: its first period, its uploads, its invoice and the history entry. */
export async function startPaidSubscription(
  db: Pick<Db, 'insert' | 'update'>,
  userId: number,
  tier: Tier,
  priceMinor: number,
  uploads: number,
  { now = new Date(), providerSubscriptionId = null }: { now?: Date; providerSubscriptionId?: string | null } = {},
) {
  const currentPeriodEnd = addMonths(now, 1);
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, tier, uploadsPerPeriod: uploads, startedAt: now, currentPeriodEnd, providerSubscriptionId })
    .returning();
  await db.update(users).set({ subscriptionUploads: uploads }).where(eq(users.id, userId));
  await issueInvoice(db, {
    userId,
    subscriptionId: row!.id,
    description: `Lektør ${tierNames[tier]}, ${periodText(now, currentPeriodEnd)}`,
    amountMinor: priceMinor,
    vatMinor: vatOf(priceMinor),
    issuedAt: now,
  });
  await recordHistory(db, userId, 'SUBSCRIPTION_STARTED', { tier, endDate: currentPeriodEnd.toISOString() }, now);
  return row!;
}
