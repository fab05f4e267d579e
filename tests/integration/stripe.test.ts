/**
 * Stripe as payment provider, against a stand-in for Stripe's REST API started here (the real one cannot be
 * reached from a test): a checkout creates a Checkout Session in subscription mode with the order's
 * client_reference_id, price and return addresses, and answers Stripe's page; the webhook, signed with
 * STRIPE_WEBHOOK_SECRET, activates the subscription with Stripe's subscription id; cancelling asks Stripe to stop
 * at the period's end (and changes nothing when Stripe refuses); Stripe ending a subscription ends it here.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signatureHeader } from '../../server/billing/webhook-signature.ts';
import { subscriptions, users } from '../../server/db/schema.ts';
import { startTestServer, type TestServer, type TestUser } from '../support/test-server.ts';

const WEBHOOK_SECRET = 'whsec_stripe_test';

interface StripeCall {
  path: string;
  authorization: string | undefined;
  fields: URLSearchParams;
}

describe('Stripe as payment provider', () => {
  let stripe: Server;
  let calls: StripeCall[];
  let failNext = false;
  let t: TestServer;
  let author: TestUser;

  beforeAll(async () => {
    calls = [];
    stripe = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        calls.push({
          path: request.url ?? '',
          authorization: request.headers.authorization,
          fields: new URLSearchParams(body),
        });
        response.setHeader('content-type', 'application/json');
        if (failNext) {
          failNext = false;
          response.statusCode = 500;
          response.end(JSON.stringify({ error: { message: 'Stripe er nede' } }));
          return;
        }
        if (request.url === '/v1/checkout/sessions') {
          response.end(JSON.stringify({ id: 'cs_test_123', url: 'https://checkout.stripe.com/c/pay/cs_test_123' }));
        } else {
          response.end(JSON.stringify({ id: 'sub_123', cancel_at_period_end: true }));
        }
      });
    });
    await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`;
    t = await startTestServer({
      config: { payments: { stripeSecretKey: 'sk_test_lektor', webhookSecret: WEBHOOK_SECRET, stripeApiUrl: apiUrl } },
    });
    author = await t.createAuthor('stripe@lektor.dk', { uploads: 0 });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => stripe?.close(resolve));
  });

  const as = async () => ({ authorization: `Bearer ${await t.tokenFor(author.subject)}` });
  const anonymousCheckout = () =>
    t.server.app.inject({ method: 'POST', url: '/api/payment/checkout', payload: { tier: 'STANDARD' } });
  const webhook = (event: object) => {
    const payload = JSON.stringify(event);
    return t.server.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(payload, WEBHOOK_SECRET) },
      payload,
    });
  };
  const subscriptionOf = async () =>
    (await t.server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, author.id)))[0];
  let reference = '';

  test('the server uses Stripe, and no test checkout page is served', async () => {
    expect(t.server.payments.name).toBe('stripe');
    expect((await t.server.app.inject({ url: '/test-checkout/lk_x' })).statusCode).toBe(404);
    expect((await anonymousCheckout()).statusCode).toBe(401);
    expect(calls).toEqual([]);
  });

  test('a checkout creates a Checkout Session with the reference, price and return addresses', async () => {
    const response = await t.server.app.inject({
      method: 'POST',
      url: '/api/payment/checkout',
      headers: await as(),
      payload: { tier: 'STANDARD' },
    });
    expect(response.statusCode).toBe(201);
    reference = response.json().clientReferenceId;
    expect(response.json().checkoutUrl).toBe('https://checkout.stripe.com/c/pay/cs_test_123');
    const call = calls.at(-1)!;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.authorization).toBe('Bearer sk_test_lektor');
    const fields = Object.fromEntries(call.fields);
    expect(fields).toMatchObject({
      mode: 'subscription',
      client_reference_id: reference,
      customer_email: 'stripe@lektor.dk',
      success_url: `${t.config.publicUrl}/payment?clientReferenceId=${reference}`,
      cancel_url: `${t.config.publicUrl}/payment?clientReferenceId=${reference}&cancelled=1`,
      'line_items[0][price_data][currency]': 'dkk',
      'line_items[0][price_data][unit_amount]': '14900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[tier]': 'STANDARD',
    });
  });

  test('Stripe refusing a checkout is a Danish 502', async () => {
    failNext = true;
    const response = await t.server.app.inject({
      method: 'POST',
      url: '/api/payment/checkout',
      headers: await as(),
      payload: { tier: 'PREMIUM' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'PAYMENT_PROVIDER_FAILED',
      message: 'Betalingen kunne ikke startes lige nu. Prøv igen om et par minutter.',
    });
  });

  test("the signed webhook activates the subscription with Stripe's subscription id", async () => {
    const response = await webhook({
      id: 'evt_stripe_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_123',
          object: 'checkout.session',
          client_reference_id: reference,
          subscription: 'sub_123',
          payment_status: 'paid',
        },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await subscriptionOf()).toMatchObject({
      tier: 'STANDARD',
      status: 'active',
      providerSubscriptionId: 'sub_123',
    });
  });

  test('cancelling asks Stripe to stop at the period end; when Stripe refuses, nothing changes', async () => {
    failNext = true;
    const refused = await t.server.app.inject({
      method: 'POST',
      url: '/api/author/subscriptions/cancel',
      headers: await as(),
    });
    expect(refused.statusCode).toBe(502);
    expect((await subscriptionOf())!.status).toBe('active');

    const cancelled = await t.server.app.inject({
      method: 'POST',
      url: '/api/author/subscriptions/cancel',
      headers: await as(),
    });
    expect(cancelled.statusCode).toBe(200);
    const call = calls.at(-1)!;
    expect(call.path).toBe('/v1/subscriptions/sub_123');
    expect(call.fields.get('cancel_at_period_end')).toBe('true');
    expect((await subscriptionOf())!.status).toBe('cancelled');
  });

  test('Stripe ending the subscription ends it here, and the uploads go', async () => {
    const response = await webhook({
      id: 'evt_stripe_2',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_123', object: 'subscription' } },
    });
    expect(response.statusCode).toBe(200);
    expect((await subscriptionOf())!.status).toBe('expired');
    const [row] = await t.server.database.db.select().from(users).where(eq(users.id, author.id));
    expect(row!.subscriptionUploads).toBe(0);
  });

  test('switching tier: the new subscription starts, and Stripe is told to stop charging the one it replaced', async () => {
    const buy = async (tier: string, stripeId: string, eventId: string) => {
      const started = await t.server.app.inject({
        method: 'POST',
        url: '/api/payment/checkout',
        headers: await as(),
        payload: { tier },
      });
      expect(started.statusCode).toBe(201);
      const response = await webhook({
        id: eventId,
        type: 'checkout.session.completed',
        data: {
          object: {
            client_reference_id: started.json().clientReferenceId,
            subscription: stripeId,
            payment_status: 'paid',
          },
        },
      });
      expect(response.statusCode).toBe(200);
    };
    await buy('STANDARD', 'sub_456', 'evt_stripe_3');
    const before = calls.length;
    await buy('PREMIUM', 'sub_789', 'evt_stripe_4');
    const stops = calls.slice(before).filter((call) => call.path.startsWith('/v1/subscriptions/'));
    expect(stops.map((call) => [call.path, call.fields.get('cancel_at_period_end')])).toEqual([
      ['/v1/subscriptions/sub_456', 'true'],
    ]);
    const rows = await t.server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, author.id));
    expect(rows.filter((row) => row.status === 'active').map((row) => [row.tier, row.providerSubscriptionId])).toEqual([
      ['PREMIUM', 'sub_789'],
    ]);
  });
});
