/**
 * Checkouts: a signed-in author starts one for a tier and is sent to the payment page with its clientReferenceId
 * (random, 128 bits: not guessable); the page returns to /payment with the same reference within 24 hours.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Checkout } from '../../schemas/api/payment.ts';
import type { Db } from '../db/database.ts';
import { paymentCheckouts } from '../db/schema.ts';
import type { Tier } from './subscriptions.ts';

export const CHECKOUT_HOURS = 24;

export async function startCheckout(db: Db, userId: number, tier: Tier, now = new Date()): Promise<Checkout> {
  const clientReferenceId = `lk_${randomBytes(16).toString('hex')}`;
  const expiresAt = new Date(now.getTime() + CHECKOUT_HOURS * 60 * 60 * 1000);
  await db.insert(paymentCheckouts).values({ clientReferenceId, userId, tier, expiresAt });
  return { clientReferenceId, tier, expiresAt: expiresAt.toISOString() };
}

export async function findCheckout(db: Pick<Db, 'select'>, clientReferenceId: string) {
  const [checkout] = await db
    .select()
    .from(paymentCheckouts)
    .where(eq(paymentCheckouts.clientReferenceId, clientReferenceId));
  return checkout;
}
