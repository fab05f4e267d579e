/**
 * The return from the payment page (/payment?clientReferenceId=…): recorded once per reference, with the
 * signed-in author when there is one, and noted in that author's history. Repeating a return is harmless.
 */

import { recordHistory } from '../author/history.ts';
import type { Db } from '../db/database.ts';
import { paymentReturns } from '../db/schema.ts';

export async function recordPaymentReturn(db: Db, clientReferenceId: string, userId: number | undefined) {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentReturns)
      .values({ clientReferenceId, userId: userId ?? null })
      .onConflictDoNothing()
      .returning({ id: paymentReturns.clientReferenceId });
    if (inserted.length > 0 && userId !== undefined) {
      await recordHistory(tx, userId, 'PAYMENT', { clientReferenceId });
    }
  });
}
