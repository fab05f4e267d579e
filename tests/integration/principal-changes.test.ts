/**
 * The server keeps a signed-in principal per access token (server/auth/principal-cache.ts), yet a change of the
 * user's role or subscriptions counts from the very next request with the same token: a granted subscription, a
 * cancelled one, an expired one, a role raised to admin and lowered again. On PostgreSQL a second server on the same
 * database, which has the principal kept too, sees the change as well.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { subscriptions, users } from '../../server/db/schema.ts';
import { backends, startTestServer, type TestServer } from '../support/test-server.ts';

interface Status {
  info: { role: string; accessLevel: string };
}

async function statusOf(t: TestServer, token: string): Promise<Status> {
  const response = await t.server.app.inject({
    url: '/api/author/status',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Status;
}

const outboxStatus = async (t: TestServer, token: string) =>
  (await t.server.app.inject({ url: '/api/admin/outbox', headers: { authorization: `Bearer ${token}` } })).statusCode;

describe.each(backends())('changes of role and subscription on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ backend });
  });
  afterAll(async () => t?.close());

  test('a granted, a cancelled and an expired subscription count from the next request', async () => {
    const author = await t.createAuthor('skifter@lektor.dk');
    const token = await t.tokenFor(author.subject);
    expect((await statusOf(t, token)).info.accessLevel).toBe('NONE');
    expect((await statusOf(t, token)).info.accessLevel).toBe('NONE');

    const granted = await t.server.app.inject({
      method: 'POST',
      url: `/api/admin/authors/${author.id}/subscriptions`,
      headers: await t.headers('admin'),
      payload: { tier: 'PREMIUM', months: 1 },
    });
    expect(granted.statusCode).toBe(201);
    expect((await statusOf(t, token)).info.accessLevel).toBe('PREMIUM');

    // Cancelled: the benefits run to the end of the period.
    const cancelled = await t.server.app.inject({
      method: 'POST',
      url: '/api/author/subscriptions/cancel',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await statusOf(t, token)).info.accessLevel).toBe('PREMIUM');

    await t.server.database.db
      .update(subscriptions)
      .set({ status: 'expired' })
      .where(eq(subscriptions.userId, author.id));
    expect((await statusOf(t, token)).info.accessLevel).toBe('NONE');
  });

  test('a role changed in the database counts from the next request', async () => {
    const author = await t.createAuthor('rolle@lektor.dk');
    const token = await t.tokenFor(author.subject);
    expect(await outboxStatus(t, token)).toBe(403);
    expect(await outboxStatus(t, token)).toBe(403);

    await t.server.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, author.id));
    expect(await outboxStatus(t, token)).toBe(200);
    expect((await statusOf(t, token)).info.role).toBe('ADMIN');

    await t.server.database.db.update(users).set({ role: 'AUTHOR' }).where(eq(users.id, author.id));
    expect(await outboxStatus(t, token)).toBe(403);
  });

  // Two processes share a PostgreSQL database (PGlite is one process's own).
  if (backend === 'postgres') {
    test('a second server on the same database sees the change at once', async () => {
      const second = await startTestServer({ backend, databaseUrl: t.config.databaseUrl });
      try {
        const author = await t.createAuthor('to-servere@lektor.dk');
        const token = await t.tokenFor(author.subject);
        expect(await outboxStatus(second, token)).toBe(403);
        expect((await statusOf(second, token)).info.accessLevel).toBe('NONE');

        await t.server.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, author.id));
        expect(await outboxStatus(second, token)).toBe(200);
        await t.server.app.inject({
          method: 'POST',
          url: `/api/admin/authors/${author.id}/subscriptions`,
          headers: await t.headers('admin'),
          payload: { tier: 'STANDARD', months: 1 },
        });
        expect((await statusOf(second, token)).info.accessLevel).toBe('STANDARD');
      } finally {
        await second.close();
      }
    }, 60_000);
  }
});
