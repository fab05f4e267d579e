/**
 * Handlers of the checkout, of the payment return (/payment?clientReferenceId=… in the app posts it here) and of
 * the payment provider's signed webhook.
 */
import { principalOf } from '../auth/principal.ts';
import { startCheckout } from '../billing/checkouts.ts';
import type { PaymentProvider } from '../billing/payment-provider.ts';
import { recordPaymentReturn } from '../billing/payments.ts';
import type { TierTable } from '../billing/tiers.ts';
import { handlePaymentEvent, verifyWebhook } from '../billing/webhook.ts';
import type { Db } from '../db/database.ts';
import type { RouteHandlers } from './register.ts';

export interface PaymentDeps {
  db: Db;
  payments: PaymentProvider;
  tiers: TierTable;
  publicUrl: string;
}

export function paymentHandlers({ db, payments, tiers, publicUrl }: PaymentDeps) {
  return {
    startCheckout: async (request, reply) => {
      const { tier } = request.body;
      const checkout = await startCheckout(
        { db, provider: payments, tiers, publicUrl },
        principalOf(request).user.id,
        tier,
      );
      reply.code(201);
      return checkout;
    },
    recordPaymentReturn: async (request) => {
      const { clientReferenceId } = request.body;
      return recordPaymentReturn(db, clientReferenceId, request.principal?.user.id);
    },
    receivePaymentEvent: async (request) => {
      const signature = request.headers['stripe-signature'];
      verifyWebhook(request.rawBody, Array.isArray(signature) ? signature[0] : signature, payments.webhookSecret);
      const { outcome, replacedProviderIds } = await handlePaymentEvent(db, tiers, request.body);
      request.log.info({ event: request.body.id, outcome }, 'payment event');
      // A switch of tier: the provider stops charging the subscription it replaced (after the period paid for).
      for (const id of replacedProviderIds) {
        await payments
          .cancelAtPeriodEnd(id)
          .catch((error: unknown) =>
            request.log.error({ err: error, subscription: id }, 'replaced subscription not stopped'),
          );
      }
      return { ok: true as const };
    },
  } satisfies Partial<RouteHandlers>;
}
