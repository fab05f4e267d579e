/** Handlers of the checkout and of the payment return (/payment?clientReferenceId=… in the app posts it here). */
import type { CheckoutRequest, PaymentReturn } from '../../schemas/api/payment.ts';
import { principalOf } from '../auth/principal.ts';
import { startCheckout } from '../billing/checkouts.ts';
import { recordPaymentReturn } from '../billing/payments.ts';
import type { Db } from '../db/database.ts';
import type { RouteHandler } from './register.ts';

export function paymentHandlers({ db }: { db: Db }) {
  return {
    startCheckout: (async (request, reply) => {
      const { tier } = request.body as CheckoutRequest;
      reply.code(201);
      return startCheckout(db, principalOf(request).user.id, tier);
    }) satisfies RouteHandler,
    recordPaymentReturn: (async (request) => {
      const { clientReferenceId } = request.body as PaymentReturn;
      await recordPaymentReturn(db, clientReferenceId, request.principal?.user.id);
      return { ok: true as const };
    }) satisfies RouteHandler,
  };
}
