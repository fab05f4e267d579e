/**
 * The built-in test checkout: the default payment provider when Stripe is not configured. Its page (Danish,
 * served here at /test-checkout/<clientReferenceId>) shows the order; 'Gennemfør testbetaling' posts a signed
 * `checkout.session.completed` event to the same webhook Stripe would call (POST /api/payment/webhook) and then
 * returns to /payment like Stripe's success_url; 'Annullér' returns like its cancel_url. No money moves.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, page } from '../auth/login-page.ts';
import type { Db } from '../db/database.ts';
import { findCheckout, paymentReturnUrl } from './checkouts.ts';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';
import { type Tier, type TierTable, tierNames } from './tiers.ts';
import { signatureHeader } from './webhook-signature.ts';

export const TEST_CHECKOUT_PREFIX = '/test-checkout';
const WEBHOOK_URL = '/api/payment/webhook';

export function testCheckoutProvider(publicUrl: string, webhookSecret?: string): PaymentProvider {
  return {
    name: 'test',
    // Random per process unless configured: only this process signs the test page's events.
    webhookSecret: webhookSecret ?? randomBytes(32).toString('hex'),
    async createCheckout(order) {
      return { checkoutUrl: `${publicUrl}${TEST_CHECKOUT_PREFIX}/${order.clientReferenceId}` };
    },
    async cancelAtPeriodEnd() {
      // The test checkout charges nothing, so there is nothing to stop.
    },
  };
}

const kroner = new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK' });
const html = 'text/html; charset=utf-8';

function orderPage(reference: string, tier: Tier, priceMinor: number, cancelHref: string): string {
  return page(
    'Testbetaling',
    `<h1>Testbetaling</h1>
<p class="notice" role="note">Dette er Lektørs indbyggede testbetaling. Der trækkes ingen penge, og du skal ikke
indtaste kortoplysninger.</p>
<dl>
<dt>Abonnement</dt><dd>Lektør ${escapeHtml(tierNames[tier])}</dd>
<dt>Pris</dt><dd>${escapeHtml(kroner.format(priceMinor / 100))} pr. måned inkl. moms</dd>
<dt>Reference</dt><dd><code>${escapeHtml(reference)}</code></dd>
</dl>
<form method="post" action="${TEST_CHECKOUT_PREFIX}/${escapeHtml(reference)}">
<button type="submit">Gennemfør testbetaling</button>
</form>
<p><a href="${escapeHtml(cancelHref)}">Annullér og gå tilbage til Lektør</a></p>`,
  );
}

const unknownPage = page(
  'Betalingen findes ikke',
  `<h1>Betalingen findes ikke</h1>
<p class="error" role="alert">Vi kan ikke finde denne betaling, eller den er udløbet. Begynd forfra på prissiden.</p>
<p><a href="/pricing">Til priserne</a></p>`,
);

export interface TestCheckoutDeps {
  db: Db;
  tiers: TierTable;
  publicUrl: string;
  provider: PaymentProvider;
}

export function serveTestCheckout(root: FastifyInstance, deps: TestCheckoutDeps) {
  root.register(async (scope) => {
    // The page's form posts no fields: its body is not read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    );
    testCheckoutRoutes(scope, deps);
  });
}

function testCheckoutRoutes(app: FastifyInstance, { db, tiers, publicUrl, provider }: TestCheckoutDeps) {
  const open = async (reference: string) => {
    const checkout = /^[A-Za-z0-9_-]{1,200}$/.test(reference) ? await findCheckout(db, reference) : undefined;
    return checkout && checkout.expiresAt > new Date() ? checkout : undefined;
  };

  app.get<{ Params: { reference: string } }>(
    `${TEST_CHECKOUT_PREFIX}/:reference`,
    { schema: { hide: true } },
    async (request, reply) => {
      const checkout = await open(request.params.reference);
      if (!checkout) return reply.code(404).type(html).send(unknownPage);
      const tier = checkout.tier as Tier;
      const cancelHref = paymentReturnUrl(publicUrl, checkout.clientReferenceId, true);
      return reply
        .type(html)
        .send(orderPage(checkout.clientReferenceId, tier, tiers[tier].priceMinorPerMonth, cancelHref));
    },
  );

  app.post<{ Params: { reference: string } }>(
    `${TEST_CHECKOUT_PREFIX}/:reference`,
    { schema: { hide: true } },
    async (request, reply) => {
      const checkout = await open(request.params.reference);
      if (!checkout) return reply.code(404).type(html).send(unknownPage);
      const event: PaymentEvent = {
        id: `evt_test_${randomBytes(12).toString('hex')}`,
        type: 'checkout.session.completed',
        data: {
          object: {
            id: `cs_test_${checkout.clientReferenceId}`,
            client_reference_id: checkout.clientReferenceId,
            payment_status: 'paid',
            subscription: null,
          },
        },
      };
      const payload = JSON.stringify(event);
      const delivered = await app.inject({
        method: 'POST',
        url: WEBHOOK_URL,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signatureHeader(payload, provider.webhookSecret),
        },
        payload,
      });
      if (delivered.statusCode !== 200) {
        request.log.error({ status: delivered.statusCode, body: delivered.body }, 'test checkout webhook refused');
        return reply
          .code(502)
          .type(html)
          .send(
            page(
              'Betalingen mislykkedes',
              `<h1>Betalingen mislykkedes</h1><p class="error" role="alert">Testbetalingen kunne ikke registreres. Prøv igen om lidt.</p><p><a href="/pricing">Til priserne</a></p>`,
            ),
          );
      }
      return reply.redirect(paymentReturnUrl(publicUrl, checkout.clientReferenceId), 303);
    },
  );
}
