/**
 * Checkouts and payment returns: an author starts a checkout and gets an unguessable clientReferenceId; an
 * anonymous return is recorded only for such a checkout, not expired, once, as the checkout author's return;
 * an unknown, expired or malformed reference gets a Danish 404/400 and nothing is stored; a signed-in author
 * cannot record another author's checkout.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validate } from '../../schemas/validate.ts';
import { history, paymentCheckouts, paymentReturns } from '../../server/db/schema.ts';
import { backends, type PrincipalName, startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(backends())('checkouts and payment returns on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ backend });
  });
  afterAll(async () => t?.close());

  const post = async (who: PrincipalName, url: string, payload: unknown) =>
    t.server.app.inject({ method: 'POST', url, headers: await t.headers(who), payload: payload as object });
  const checkout = async (who: PrincipalName = 'subscriber', tier = 'STANDARD') => {
    const response = await post(who, '/api/payment/checkout', { tier });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(validate('api/payment/checkout', body).ok).toBe(true);
    return body.clientReferenceId as string;
  };
  const returned = (reference: string) => post('anonymous', '/api/payment/return', { clientReferenceId: reference });
  const rowsOf = (reference: string) =>
    t.server.database.db.select().from(paymentReturns).where(eq(paymentReturns.clientReferenceId, reference));
  const paymentsInHistory = async (userId: number, reference: string) =>
    (await t.server.database.db.select().from(history).where(eq(history.userId, userId))).filter(
      (entry) =>
        entry.kind === 'PAYMENT' && (entry.detail as { clientReferenceId?: string }).clientReferenceId === reference,
    ).length;

  test('a checkout reference is random and expires in 24 hours; bad tiers and anonymous callers are refused', async () => {
    const [a, b] = [await checkout(), await checkout('subscriber', 'PREMIUM')];
    expect(a).toMatch(/^lk_[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    const [row] = await t.server.database.db
      .select()
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.clientReferenceId, a));
    expect(row!.userId).toBe(t.users.subscriber.id);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(24 * 3600 * 1000, -4);
    const badTier = await post('subscriber', '/api/payment/checkout', { tier: 'GOLD' });
    expect(badTier.statusCode).toBe(400);
    expect(badTier.json().code).toBe('VALIDATION');
    expect((await post('anonymous', '/api/payment/checkout', { tier: 'STANDARD' })).statusCode).toBe(401);
  });

  test('an anonymous return of a started checkout is recorded once, for the checkout author; it pays nothing', async () => {
    const reference = await checkout();
    for (let i = 0; i < 2; i++) {
      const response = await returned(reference);
      expect(response.statusCode).toBe(200);
      // Only the provider's signed webhook activates a checkout (tests/integration/billing.test.ts).
      expect(response.json()).toEqual({ status: 'OPEN', tier: 'STANDARD' });
    }
    const rows = await rowsOf(reference);
    expect(rows.map((r) => r.userId)).toEqual([t.users.subscriber.id]);
    expect(await paymentsInHistory(t.users.subscriber.id, reference)).toBe(0);
  });

  test('an unknown or malformed reference from an anonymous caller is refused in Danish, nothing stored', async () => {
    const before = (await t.server.database.db.select().from(paymentReturns)).length;
    for (const reference of ['cs_test_visitor', 'lk_00000000000000000000000000000000']) {
      const response = await returned(reference);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'UNKNOWN_CHECKOUT',
        message: 'Vi kan ikke finde betalingen. Kontakt os, hvis du har betalt.',
      });
    }
    for (const payload of [{ clientReferenceId: 'a b' }, { clientReferenceId: 'x'.repeat(201) }, {}, { ref: 'x' }]) {
      const response = await post('anonymous', '/api/payment/return', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/^Ugyldig forespørgsel/);
    }
    expect((await t.server.database.db.select().from(paymentReturns)).length).toBe(before);
  });

  test('an expired checkout is refused anonymously; its own author may still record it', async () => {
    const reference = await checkout();
    await t.server.database.db
      .update(paymentCheckouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentCheckouts.clientReferenceId, reference));
    expect((await returned(reference)).statusCode).toBe(404);
    expect(await rowsOf(reference)).toEqual([]);
    const own = await post('subscriber', '/api/payment/return', { clientReferenceId: reference });
    expect(own.statusCode).toBe(200);
    expect((await rowsOf(reference)).map((r) => r.userId)).toEqual([t.users.subscriber.id]);
  });

  test("a signed-in author cannot record another author's checkout", async () => {
    const reference = await checkout('subscriber');
    const response = await post('other', '/api/payment/return', { clientReferenceId: reference });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('UNKNOWN_CHECKOUT');
    expect(await rowsOf(reference)).toEqual([]);
    expect(await paymentsInHistory(t.users.other.id, reference)).toBe(0);
  });
});
