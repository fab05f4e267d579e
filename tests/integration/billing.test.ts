/**
 * Buying, renewing and cancelling a subscription with the built-in test checkout (the default provider): the
 * pricing page's tiers come from configuration; a checkout sends the author to the Danish test page, whose
 * 'Gennemfør testbetaling' activates the subscription through the signed webhook and returns to /payment. A
 * webhook replayed twice changes nothing the second time; a wrong, missing or stale signature is refused (400)
 * and changes nothing; an abandoned checkout changes nothing and its return says OPEN. The renewal, run with a
 * clock moved on, refills the uploads and writes an invoice with moms (and its PDF); a cancelled subscription
 * runs to the end of its period and then ends; the history records each step.
 */
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validate } from '../../schemas/validate.ts';
import { runRenewal, startRenewalClock } from '../../server/billing/renewal.ts';
import { addMonths } from '../../server/billing/subscriptions.ts';
import { defaultTierTable, type TierTable } from '../../server/billing/tiers.ts';
import { signatureHeader } from '../../server/billing/webhook-signature.ts';
import { history, invoices, paymentCheckouts, paymentEvents, subscriptions, users } from '../../server/db/schema.ts';
import { backends, startTestServer, type TestServer, type TestUser } from '../support/test-server.ts';

const WEBHOOK_SECRET = 'whsec_test_lektor';
const tiers: TierTable = {
  STANDARD: { priceMinorPerMonth: 12_500, uploadsPerPeriod: 8 },
  PREMIUM: defaultTierTable.PREMIUM,
};

describe.each(backends())('buying a subscription with the test checkout on %s', (backend) => {
  let t: TestServer;
  let buyer: TestUser;
  beforeAll(async () => {
    t = await startTestServer({
      backend,
      config: { tiers, payments: { stripeSecretKey: undefined, webhookSecret: WEBHOOK_SECRET, stripeApiUrl: '' } },
    });
    buyer = await t.createAuthor('koeber@lektor.dk', { uploads: 1 });
  });
  afterAll(async () => t?.close());

  const db = () => t.server.database.db;
  const as = async (who: TestUser) => ({ authorization: `Bearer ${await t.tokenFor(who.subject)}` });
  const checkout = async (who: TestUser, tier = 'STANDARD') => {
    const response = await t.server.app.inject({
      method: 'POST',
      url: '/api/payment/checkout',
      headers: await as(who),
      payload: { tier },
    });
    expect(response.statusCode).toBe(201);
    expect(validate('api/payment/checkout', response.json()).ok).toBe(true);
    return response.json() as { clientReferenceId: string; checkoutUrl: string };
  };
  const paymentReturn = async (who: TestUser, clientReferenceId: string) =>
    (
      await t.server.app.inject({
        method: 'POST',
        url: '/api/payment/return',
        headers: await as(who),
        payload: { clientReferenceId },
      })
    ).json();
  const webhook = (payload: string, signature?: string) =>
    t.server.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    });
  const paidEvent = (id: string, reference: string) =>
    JSON.stringify({
      id,
      type: 'checkout.session.completed',
      data: { object: { id: `cs_${id}`, client_reference_id: reference, payment_status: 'paid' } },
    });
  const subscriptionsOf = (who: TestUser) => db().select().from(subscriptions).where(eq(subscriptions.userId, who.id));
  const invoicesOf = (who: TestUser) => db().select().from(invoices).where(eq(invoices.userId, who.id));
  const uploadsOf = async (who: TestUser) =>
    (await db().select().from(users).where(eq(users.id, who.id)))[0]!.subscriptionUploads;
  const historyOf = async (who: TestUser) =>
    (await db().select().from(history).where(eq(history.userId, who.id))).map((entry) => entry.kind);
  const statusOf = async (who: TestUser) =>
    (await t.server.app.inject({ url: '/api/author/status', headers: await as(who) })).json();

  test('the pricing answer shows the configured prices and uploads', async () => {
    const pricing = (await t.server.app.inject({ url: '/api/pricing/' })).json();
    expect(validate('api/content/pricing', pricing).ok).toBe(true);
    const standard = pricing.find((tier: { tier: string }) => tier.tier === 'STANDARD');
    expect(standard).toMatchObject({ name: 'Standard', priceMinorPerMonth: 12_500, uploadsPerPeriod: 8 });
  });

  test('an abandoned checkout changes nothing, and its return says it is not paid', async () => {
    const author = await t.createAuthor('fortryder@lektor.dk', { uploads: 1 });
    const { clientReferenceId, checkoutUrl } = await checkout(author);
    const page = await t.server.app.inject({ url: new URL(checkoutUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Testbetaling');
    expect(page.body).toContain('125,00');
    expect(page.body).toContain(`/payment?clientReferenceId=${clientReferenceId}&#38;cancelled=1`);
    // the author leaves the page ('Annullér', or closes it): nothing is posted
    const answer = await paymentReturn(author, clientReferenceId);
    expect(answer).toEqual({ status: 'OPEN', tier: 'STANDARD' });
    expect(validate('api/payment/return-answer', answer).ok).toBe(true);
    expect(await subscriptionsOf(author)).toEqual([]);
    expect(await invoicesOf(author)).toEqual([]);
    expect((await statusOf(author)).info.accessLevel).toBe('NONE');
    expect(await historyOf(author)).not.toContain('PAYMENT');
  });

  test("'Gennemfør testbetaling' activates through the webhook and returns to /payment", async () => {
    const { clientReferenceId, checkoutUrl } = await checkout(buyer);
    const url = new URL(checkoutUrl);
    expect(url.pathname).toBe(`/test-checkout/${clientReferenceId}`);
    const paid = await t.server.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${t.config.publicUrl}/payment?clientReferenceId=${clientReferenceId}`);
    expect(await paymentReturn(buyer, clientReferenceId)).toEqual({ status: 'PAID', tier: 'STANDARD' });

    const [subscription] = await subscriptionsOf(buyer);
    expect(subscription).toMatchObject({ tier: 'STANDARD', status: 'active', uploadsPerPeriod: 8, granted: false });
    expect(subscription!.currentPeriodEnd!.getTime()).toBe(addMonths(subscription!.startedAt, 1).getTime());
    expect(await uploadsOf(buyer)).toBe(8);
    expect((await statusOf(buyer)).info.accessLevel).toBe('STANDARD');
    const [invoice] = await invoicesOf(buyer);
    expect(invoice).toMatchObject({ amountMinor: 12_500, vatMinor: 2_500, status: 'PAID', currency: 'DKK' });
    expect(invoice!.description).toMatch(/^Lektør Standard, \d+\. \p{L}+ \d{4} – /u);
    expect(await historyOf(buyer)).toEqual(expect.arrayContaining(['PAYMENT', 'SUBSCRIPTION_STARTED']));

    const listed = await t.server.app.inject({ url: '/api/author/subscriptions/', headers: await as(buyer) });
    expect(listed.json().items[0]).toMatchObject({
      status: 'ACTIVE',
      renewalDate: subscription!.currentPeriodEnd!.toISOString(),
    });
    const page = await t.server.app.inject({ url: url.pathname });
    expect(page.statusCode, 'the page of a paid checkout still shows').toBe(200);
  });

  test('a webhook replayed twice activates once; another event for the same checkout changes nothing', async () => {
    const author = await t.createAuthor('gentaget@lektor.dk', { uploads: 0 });
    const { clientReferenceId } = await checkout(author, 'PREMIUM');
    const payload = paidEvent('evt_replay_1', clientReferenceId);
    const signature = signatureHeader(payload, WEBHOOK_SECRET);
    for (let i = 0; i < 2; i++) {
      const response = await webhook(payload, signature);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    const other = paidEvent('evt_replay_2', clientReferenceId);
    expect((await webhook(other, signatureHeader(other, WEBHOOK_SECRET))).statusCode).toBe(200);
    expect(await subscriptionsOf(author)).toHaveLength(1);
    expect(await invoicesOf(author)).toHaveLength(1);
    expect(await uploadsOf(author)).toBe(50);
    expect((await historyOf(author)).filter((kind) => kind === 'PAYMENT')).toHaveLength(1);
  });

  test('a wrong, missing or stale signature is refused in Danish and changes nothing', async () => {
    const author = await t.createAuthor('falsk@lektor.dk', { uploads: 0 });
    const { clientReferenceId } = await checkout(author);
    const payload = paidEvent('evt_forged', clientReferenceId);
    const cases = [
      signatureHeader(payload, 'whsec_someone_else'),
      undefined,
      'garbage',
      signatureHeader(payload, WEBHOOK_SECRET, new Date(Date.now() - 10 * 60 * 1000)),
      // the right signature of another body
      signatureHeader(payload.replace('paid', 'paid '), WEBHOOK_SECRET),
    ];
    for (const signature of cases) {
      const response = await webhook(payload, signature);
      expect(response.statusCode, String(signature)).toBe(400);
      expect(response.json()).toEqual({
        code: 'BAD_SIGNATURE',
        message: 'Betalingshændelsen har ikke en gyldig signatur og er afvist. Intet er ændret.',
      });
    }
    expect(await subscriptionsOf(author)).toEqual([]);
    const [row] = await db()
      .select()
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.clientReferenceId, clientReferenceId));
    expect(row!.completedAt).toBeNull();
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_forged'))).toEqual([]);
  });

  test('a malformed or incomplete event is refused before anything is read from it', async () => {
    const broken = '{"id": "evt_broken", "type": ';
    const response = await webhook(broken, signatureHeader(broken, WEBHOOK_SECRET));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('MALFORMED_JSON');
    const incomplete = JSON.stringify({ type: 'checkout.session.completed', data: { object: {} } });
    const refused = await webhook(incomplete, signatureHeader(incomplete, WEBHOOK_SECRET));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Ugyldig forespørgsel/);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_broken'))).toEqual([]);
  });

  test('the test payment page of an unknown or expired checkout says so in Danish and pays nothing', async () => {
    const author = await t.createAuthor('udloebet@lektor.dk', { uploads: 0 });
    const { clientReferenceId } = await checkout(author);
    await db()
      .update(paymentCheckouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentCheckouts.clientReferenceId, clientReferenceId));
    for (const reference of [clientReferenceId, 'lk_00000000000000000000000000000000', 'a%20b']) {
      const page = await t.server.app.inject({ url: `/test-checkout/${reference}` });
      expect(page.statusCode, reference).toBe(404);
      expect(page.body).toContain('Vi kan ikke finde denne betaling, eller den er udløbet.');
      const paid = await t.server.app.inject({
        method: 'POST',
        url: `/test-checkout/${reference}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(paid.statusCode, reference).toBe(404);
    }
    expect(await subscriptionsOf(author)).toEqual([]);
  });

  test('renewal at the end of the period refills the uploads and writes an invoice with moms, once', async () => {
    const [subscription] = await subscriptionsOf(buyer);
    await db().update(users).set({ subscriptionUploads: 2 }).where(eq(users.id, buyer.id));
    const periodEnd = subscription!.currentPeriodEnd!;
    await runRenewal(db(), tiers, new Date(periodEnd.getTime() - 60_000));
    expect(await uploadsOf(buyer)).toBe(2);
    expect(await invoicesOf(buyer)).toHaveLength(1);

    // (other authors' subscriptions of this server renew in the same runs)
    const later = new Date(periodEnd.getTime() + 60_000);
    expect((await runRenewal(db(), tiers, later)).renewed).toBeGreaterThanOrEqual(1);
    expect((await runRenewal(db(), tiers, later)).renewed, 'a second run at the same time').toBe(0);
    expect(await uploadsOf(buyer)).toBe(8);
    const rows = await invoicesOf(buyer);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ amountMinor: 12_500, vatMinor: 2_500 });
    expect(rows[1]!.issuedAt.getTime()).toBe(periodEnd.getTime());
    const [renewed] = await subscriptionsOf(buyer);
    expect(renewed!.currentPeriodEnd!.getTime()).toBe(addMonths(periodEnd, 1).getTime());
    expect(await historyOf(buyer)).toContain('SUBSCRIPTION_RENEWED');
    const page = (await t.server.app.inject({ url: '/api/author/invoices/', headers: await as(buyer) })).json();
    expect(validate('api/author/invoices', page).ok).toBe(true);
    expect(page.items[0].vatMinor).toBe(2_500);
  });

  test('the renewal clock runs at its ticks with the time it is given', async () => {
    const author = await t.createAuthor('uret@lektor.dk', { uploads: 0 });
    const { clientReferenceId } = await checkout(author);
    const payload = paidEvent('evt_clock', clientReferenceId);
    await webhook(payload, signatureHeader(payload, WEBHOOK_SECRET));
    let now = new Date();
    const clock = startRenewalClock({ db: db(), tiers, now: () => now, intervalMs: 3_600_000 });
    await clock.tick();
    expect(await invoicesOf(author)).toHaveLength(1);
    now = addMonths(new Date(), 3);
    await clock.tick();
    await clock.stop();
    // three months on: three periods caught up, one invoice each
    expect(await invoicesOf(author)).toHaveLength(4);
  });

  test('an invoice downloads as a PDF for its author only', async () => {
    const [invoice] = await invoicesOf(buyer);
    const response = await t.server.app.inject({
      url: `/api/author/invoices/${invoice!.id}/pdf`,
      headers: await as(buyer),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="faktura-${invoice!.number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe(`Faktura ${invoice!.number}`);
    expect(pdf.getPageCount()).toBe(1);

    const stranger = await t.server.app.inject({
      url: `/api/author/invoices/${invoice!.id}/pdf`,
      headers: await t.headers('other'),
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Fakturaen findes ikke.');
    const bad = await t.server.app.inject({ url: '/api/author/invoices/abc/pdf', headers: await as(buyer) });
    expect(bad.statusCode).toBe(400);
  });

  test('cancel stops renewal at the end of the period; then the subscription ends and the uploads go', async () => {
    const cancelled = await t.server.app.inject({
      method: 'POST',
      url: '/api/author/subscriptions/cancel',
      headers: await as(buyer),
    });
    expect(cancelled.statusCode).toBe(200);
    const [row] = await subscriptionsOf(buyer);
    expect(cancelled.json()).toMatchObject({
      status: 'CANCELLED',
      endDate: row!.currentPeriodEnd!.toISOString(),
      renewalDate: null,
    });
    const end = row!.endsAt!;
    const invoicesBefore = (await invoicesOf(buyer)).length;
    await runRenewal(db(), tiers, new Date(end.getTime() - 60_000));
    expect((await subscriptionsOf(buyer))[0]!.status).toBe('cancelled');
    expect((await statusOf(buyer)).info.accessLevel).toBe('STANDARD');
    expect((await runRenewal(db(), tiers, new Date(end.getTime() + 60_000))).ended).toBeGreaterThanOrEqual(1);
    expect(await invoicesOf(buyer)).toHaveLength(invoicesBefore);
    expect(await uploadsOf(buyer)).toBe(0);
    const [ended] = await db()
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, buyer.id), eq(subscriptions.id, row!.id)));
    expect(ended!.status).toBe('expired');
    const kinds = await historyOf(buyer);
    for (const step of [
      'SUBSCRIPTION_STARTED',
      'SUBSCRIPTION_RENEWED',
      'SUBSCRIPTION_CANCELLED',
      'SUBSCRIPTION_EXPIRED',
    ]) {
      expect(kinds).toContain(step);
    }
  });
});
