/**
 * The monthly renewal, run at every tick of a clock (startRenewalClock; the clock is injectable, so tests move
 * time on). A bought subscription still active whose paid period has ended starts its next period: the author's
 * subscription uploads are refilled to the tier's quota, an invoice with moms is written and the history says so;
 * a server that was down catches up period by period. A subscription past its end date (cancelled, granted or
 * replaced) ends: its uploads are taken back and the history says so. Each subscription is locked while it is
 * renewed, so processes sharing a PostgreSQL database never renew it twice.
 */
import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { recordHistory } from '../author/history.ts';
import type { Db } from '../db/database.ts';
import { subscriptions, users } from '../db/schema.ts';
import { issueInvoice, periodText } from './invoices.ts';
import { addMonths, paidUntil } from './subscriptions.ts';
import { type Tier, type TierTable, tierNames, vatOf } from './tiers.ts';

/** Tick interval of the renewal clock in production: a quarter of an hour is early enough for monthly periods. */
export const RENEWAL_TICK_MS = 15 * 60 * 1000;

/** A month after start, for subscriptions from before current_period_end existed. */
const dueDate = sql`coalesce(${subscriptions.currentPeriodEnd}, ${subscriptions.startedAt} + interval '1 month')`;

async function endSubscription(db: Db, id: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ status: 'expired' })
      .where(
        and(
          eq(subscriptions.id, id),
          inArray(subscriptions.status, ['active', 'cancelled']),
          isNotNull(subscriptions.endsAt),
          lte(subscriptions.endsAt, now),
        ),
      )
      .returning();
    if (!row) return false;
    await tx.update(users).set({ subscriptionUploads: 0 }).where(eq(users.id, row.userId));
    await recordHistory(tx, row.userId, 'SUBSCRIPTION_EXPIRED', { tier: row.tier }, row.endsAt ?? now);
    return true;
  });
}

async function renewSubscription(db: Db, tiers: TierTable, id: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    if (row?.status !== 'active' || row.granted || row.endsAt !== null) return 0;
    const tier = row.tier as Tier;
    const price = tiers[tier].priceMinorPerMonth;
    let periodStart = paidUntil(row);
    let periods = 0;
    while (periodStart <= now) {
      const periodEnd = addMonths(periodStart, 1);
      await issueInvoice(tx, {
        userId: row.userId,
        subscriptionId: row.id,
        description: `Lektør ${tierNames[tier]}, ${periodText(periodStart, periodEnd)}`,
        amountMinor: price,
        vatMinor: vatOf(price),
        issuedAt: periodStart,
      });
      await recordHistory(
        tx,
        row.userId,
        'SUBSCRIPTION_RENEWED',
        { tier, endDate: periodEnd.toISOString() },
        periodStart,
      );
      periodStart = periodEnd;
      periods++;
    }
    await tx.update(subscriptions).set({ currentPeriodEnd: periodStart }).where(eq(subscriptions.id, row.id));
    await tx.update(users).set({ subscriptionUploads: row.uploadsPerPeriod }).where(eq(users.id, row.userId));
    return periods;
  });
}

/** Ends what is past its end date and renews what is due at `now`; answers how many of each. */
export async function runRenewal(db: Db, tiers: TierTable, now = new Date()) {
  const ending = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['active', 'cancelled']),
        isNotNull(subscriptions.endsAt),
        lte(subscriptions.endsAt, now),
      ),
    );
  let ended = 0;
  for (const { id } of ending) if (await endSubscription(db, id, now)) ended++;
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.granted, false),
        isNull(subscriptions.endsAt),
        sql`${dueDate} <= ${now.toISOString()}::timestamptz`,
      ),
    );
  let renewed = 0;
  for (const { id } of due) renewed += await renewSubscription(db, tiers, id, now);
  return { ended, renewed };
}

export interface RenewalClockOptions {
  db: Db;
  tiers: TierTable;
  /** The time now (tests give a clock of their own). */
  now?: () => Date;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/** Runs the renewal now and at every tick until stopped; one run at a time. */
export function startRenewalClock({
  db,
  tiers,
  now = () => new Date(),
  intervalMs = RENEWAL_TICK_MS,
  onError,
}: RenewalClockOptions) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(() => runRenewal(db, tiers, now())).catch((error) => onError?.(error));
    return running;
  };
  void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    /** Runs once more now (tests), after any run under way. */
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type RenewalClock = ReturnType<typeof startRenewalClock>;
