/**
 * The API's subscription guard (spec §4: hasSubscription is true when accessLevel is STANDARD or PREMIUM; S-25):
 * an access level that is null, missing, NONE or unknown is no subscription, whatever the role but an admin's.
 * The app's guard reads the same rule (app/stores/UserStatusStore.test.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Principal, requireAccess } from '../../server/auth/principal.ts';
import { installErrorHandler } from '../../server/http/error-handler.ts';

describe('the subscription guard', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    installErrorHandler(app);
    app.addHook('onRequest', async (request) => {
      const given = JSON.parse(String(request.headers['x-principal'] ?? 'null')) as Partial<Principal> | null;
      if (given) request.principal = { user: { id: 1 }, ...given } as Principal;
    });
    app.get('/guarded', { preHandler: requireAccess('subscription') }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const status = async (principal: Record<string, unknown>) => {
    const answer = await app.inject({ url: '/guarded', headers: { 'x-principal': JSON.stringify(principal) } });
    return { code: answer.statusCode, body: answer.json() as { code?: string; message?: string } };
  };

  test('accessLevel null, missing, NONE or unknown does not count as subscribed', async () => {
    for (const accessLevel of [null, undefined, 'NONE', 'GOLD', '', 'standard']) {
      const answer = await status({ role: 'AUTHOR', accessLevel });
      expect(answer.code, String(accessLevel)).toBe(403);
      expect(answer.body).toEqual({
        code: 'SUBSCRIPTION_REQUIRED',
        message: 'Det kræver et abonnement (STANDARD eller PREMIUM).',
      });
    }
  });

  test('STANDARD and PREMIUM pass, and an admin passes without one', async () => {
    expect((await status({ role: 'AUTHOR', accessLevel: 'STANDARD' })).code).toBe(200);
    expect((await status({ role: 'AUTHOR', accessLevel: 'PREMIUM' })).code).toBe(200);
    expect((await status({ role: 'ADMIN', accessLevel: null })).code).toBe(200);
    expect((await status({ role: 'CONTENT_EDITOR', accessLevel: null })).code).toBe(403);
  });
});
