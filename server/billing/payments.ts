/**
 * The return from the payment page (/payment?clientReferenceId=…), recorded once per reference and noted in the
 * paying author's history; repeating a return is harmless. Without a signed-in caller the reference must be a
 * checkout started here and not expired (the author is then the checkout's); a signed-in author cannot record
 * another author's checkout. Otherwise nothing is stored and the answer is 404.
 */

import { recordHistory } from '../author/history.ts';
import type { Db } from '../db/database.ts';
import { paymentReturns } from '../db/schema.ts';
import { apiErrors } from '../errors.ts';
import { findCheckout } from './checkouts.ts';

export async function recordPaymentReturn(db: Db, clientReferenceId: string, callerId: number | undefined) {
  await db.transaction(async (tx) => {
    const checkout = await findCheckout(tx, clientReferenceId);
    let userId: number;
    if (callerId === undefined) {
      if (!checkout || checkout.expiresAt <= new Date()) throw apiErrors.unknownCheckout();
      userId = checkout.userId;
    } else {
      if (checkout && checkout.userId !== callerId) throw apiErrors.unknownCheckout();
      userId = callerId;
    }
    const inserted = await tx
      .insert(paymentReturns)
      .values({ clientReferenceId, userId })
      .onConflictDoNothing()
      .returning({ id: paymentReturns.clientReferenceId });
    if (inserted.length > 0) await recordHistory(tx, userId, 'PAYMENT', { clientReferenceId });
  });
}
