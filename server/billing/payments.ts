/**
 * The return from the payment page (/payment?clientReferenceId=…), recorded once per reference; repeating a
 * return is harmless. It activates nothing (only the provider's signed webhook does): the answer says whether
 * the checkout is PAID yet or still OPEN (abandoned, or the webhook not yet in). Without a signed-in caller the
 * reference must be a checkout started here and not expired (the author is then the checkout's); a signed-in
 * author cannot record another author's checkout. Otherwise nothing is stored and the answer is 404.
 */
import type { PaymentReturnAnswer } from '../../schemas/api/payment.ts';
import type { Db } from '../db/database.ts';
import { paymentReturns } from '../db/schema.ts';
import { apiErrors } from '../errors.ts';
import { findCheckout } from './checkouts.ts';

export async function recordPaymentReturn(
  db: Db,
  clientReferenceId: string,
  callerId: number | undefined,
): Promise<PaymentReturnAnswer> {
  return db.transaction(async (tx) => {
    const checkout = await findCheckout(tx, clientReferenceId);
    let userId: number;
    if (callerId === undefined) {
      if (!checkout || checkout.expiresAt <= new Date()) throw apiErrors.unknownCheckout();
      userId = checkout.userId;
    } else {
      if (checkout && checkout.userId !== callerId) throw apiErrors.unknownCheckout();
      userId = callerId;
    }
    await tx.insert(paymentReturns).values({ clientReferenceId, userId }).onConflictDoNothing();
    return {
      status: checkout?.completedAt ? 'PAID' : 'OPEN',
      tier: (checkout?.tier as PaymentReturnAnswer['tier']) ?? null,
    };
  });
}
