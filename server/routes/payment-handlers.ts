/** Handler of the payment return (/payment?clientReferenceId=… in the app posts it here). */
import type { PaymentReturn } from '../../schemas/api/payment.ts';
import { recordPaymentReturn } from '../billing/payments.ts';
import type { Db } from '../db/database.ts';
import type { RouteHandler } from './register.ts';

export function paymentHandlers({ db }: { db: Db }) {
  return {
    recordPaymentReturn: (async (request) => {
      const { clientReferenceId } = request.body as PaymentReturn;
      await recordPaymentReturn(db, clientReferenceId, request.principal?.user.id);
      return { ok: true as const };
    }) satisfies RouteHandler,
  };
}
