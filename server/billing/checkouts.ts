/**
 * Checkouts: a signed-in author starts one for a tier; the payment provider makes its checkout page for it and
 * the author is sent there with its clientReferenceId (random, 128 bits: not guessable). The page returns to
 * /payment with the same reference; the provider's webhook activates it (webhook.ts).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Checkout } from '../../schemas/api/payment.ts';
import type { Db } from '../db/database.ts';
import { paymentCheckouts, users } from '../db/schema.ts';
import { apiErrors } from '../errors.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { type Tier, type TierTable, tierNames } from './tiers.ts';

export const CHECKOUT_HOURS = 24;

export interface CheckoutDeps {
  db: Db;
  provider: PaymentProvider;
  tiers: TierTable;
  publicUrl: string;
}

/** The app's /payment address for a reference; `cancelled` when the author gave up on the checkout page. */
export function paymentReturnUrl(publicUrl: string, clientReferenceId: string, cancelled = false): string {
  return `${publicUrl}/payment?clientReferenceId=${clientReferenceId}${cancelled ? '&cancelled=1' : ''}`;
}

export async function startCheckout(
  { db, provider, tiers, publicUrl }: CheckoutDeps,
  userId: number,
  tier: Tier,
  now = new Date(),
): Promise<Checkout> {
  const [author] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!author) throw apiErrors.unauthenticated();
  const clientReferenceId = `lk_${randomBytes(16).toString('hex')}`;
  const expiresAt = new Date(now.getTime() + CHECKOUT_HOURS * 60 * 60 * 1000);
  await db.insert(paymentCheckouts).values({ clientReferenceId, userId, tier, expiresAt });
  // A checkout the provider could not make stays unused: it is never completed and expires.
  const { checkoutUrl } = await provider.createCheckout({
    clientReferenceId,
    tier,
    tierName: tierNames[tier],
    priceMinorPerMonth: tiers[tier].priceMinorPerMonth,
    customerEmail: author.email,
    successUrl: paymentReturnUrl(publicUrl, clientReferenceId),
    cancelUrl: paymentReturnUrl(publicUrl, clientReferenceId, true),
  });
  return { clientReferenceId, tier, expiresAt: expiresAt.toISOString(), checkoutUrl };
}

export async function findCheckout(db: Pick<Db, 'select'>, clientReferenceId: string) {
  const [checkout] = await db
    .select()
    .from(paymentCheckouts)
    .where(eq(paymentCheckouts.clientReferenceId, clientReferenceId));
  return checkout;
}
