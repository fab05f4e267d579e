/**
 * The payment provider's webhook: the one path by which a checkout becomes a subscription, for Stripe and the
 * built-in test checkout alike. The signature is checked on the body as sent (webhook-signature.ts); a refused
 * signature changes nothing. Each event is handled once (payment_events by its id) and each checkout activates
 * once (payment_checkouts.completed_at), so a replayed or repeated event is acknowledged and changes nothing.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { recordHistory } from '../author/history.ts';
import type { Db } from '../db/database.ts';
import { paymentCheckouts, paymentEvents, subscriptions, users } from '../db/schema.ts';
import { billingErrors } from '../errors.ts';
import type { PaymentEvent } from './payment-provider.ts';
import { inForce, startPaidSubscription } from './subscriptions.ts';
import type { Tier, TierTable } from './tiers.ts';
import { signatureProblem } from './webhook-signature.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Throws BAD_SIGNATURE unless the header signs the raw body with the secret, made within five minutes. */
export function verifyWebhook(
  rawBody: string | undefined,
  header: string | undefined,
  secret: string,
  now = new Date(),
) {
  if (rawBody === undefined || signatureProblem(header, rawBody, secret, now)) throw billingErrors.badSignature();
}

export type EventOutcome = 'activated' | 'ended' | 'duplicate' | 'ignored';

export interface EventResult {
  outcome: EventOutcome;
  /** Provider subscriptions replaced by this purchase: the provider must stop charging them. */
  replacedProviderIds: string[];
}

/** Ends every subscription of the author in force now (a new purchase replaces the one they had). */
async function endSubscriptionsInForce(tx: Tx, userId: number, now: Date) {
  const ended = await tx
    .update(subscriptions)
    .set({ status: 'expired', endsAt: now })
    .where(and(eq(subscriptions.userId, userId), inForce(now)))
    .returning();
  for (const row of ended) await recordHistory(tx, userId, 'SUBSCRIPTION_EXPIRED', { tier: row.tier }, now);
  return ended;
}

async function activateCheckout(tx: Tx, tiers: TierTable, event: PaymentEvent, now: Date): Promise<EventResult> {
  const reference = event.data.object.client_reference_id;
  if (!reference || event.data.object.payment_status === 'unpaid')
    return { outcome: 'ignored', replacedProviderIds: [] };
  const [checkout] = await tx
    .update(paymentCheckouts)
    .set({ completedAt: now })
    .where(and(eq(paymentCheckouts.clientReferenceId, reference), isNull(paymentCheckouts.completedAt)))
    .returning();
  // An unknown reference, or one already activated by another event.
  if (!checkout) return { outcome: 'duplicate', replacedProviderIds: [] };
  const tier = checkout.tier as Tier;
  const replaced = await endSubscriptionsInForce(tx, checkout.userId, now);
  await recordHistory(tx, checkout.userId, 'PAYMENT', { clientReferenceId: reference, tier }, now);
  const terms = tiers[tier];
  const subscription = await startPaidSubscription(
    tx,
    checkout.userId,
    tier,
    terms.priceMinorPerMonth,
    terms.uploadsPerPeriod,
    { now, providerSubscriptionId: event.data.object.subscription ?? null },
  );
  await tx
    .update(paymentCheckouts)
    .set({ subscriptionId: subscription.id })
    .where(eq(paymentCheckouts.clientReferenceId, reference));
  const replacedProviderIds = replaced.flatMap((row) =>
    row.providerSubscriptionId && row.cancelledAt === null ? [row.providerSubscriptionId] : [],
  );
  return { outcome: 'activated', replacedProviderIds };
}

/** The provider ended a subscription (Stripe: a charge failed for good, or it was cancelled there). */
async function endByProvider(tx: Tx, event: PaymentEvent, now: Date): Promise<EventOutcome> {
  const providerId = event.data.object.id;
  if (!providerId) return 'ignored';
  const ended = await tx
    .update(subscriptions)
    .set({ status: 'expired', endsAt: now })
    .where(and(eq(subscriptions.providerSubscriptionId, providerId), inForce(now)))
    .returning();
  for (const row of ended) {
    await tx.update(users).set({ subscriptionUploads: 0 }).where(eq(users.id, row.userId));
    await recordHistory(tx, row.userId, 'SUBSCRIPTION_EXPIRED', { tier: row.tier }, now);
  }
  return ended.length > 0 ? 'ended' : 'ignored';
}

/** Handles a verified event once; events of other types are acknowledged and left alone. */
export async function handlePaymentEvent(
  db: Db,
  tiers: TierTable,
  event: PaymentEvent,
  now = new Date(),
): Promise<EventResult> {
  const only = (outcome: EventOutcome): EventResult => ({ outcome, replacedProviderIds: [] });
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (fresh.length === 0) return only('duplicate');
    if (event.type === 'checkout.session.completed') return activateCheckout(tx, tiers, event, now);
    if (event.type === 'customer.subscription.deleted') return only(await endByProvider(tx, event, now));
    return only('ignored');
  });
}
