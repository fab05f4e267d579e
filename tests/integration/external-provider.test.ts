/**
 * Lektør behind an external OpenID Connect provider: oauth2-mock-server, an independent implementation, configured
 * as Entra ID, Auth0 and Keycloak commonly are (tests/support/mock-provider.ts). The installation ran with the
 * built-in provider until now (its accounts exist) and moves to the company's provider. Walked in order: the
 * provider down at the first call (503, Danish, recovering by itself), a first sign-in with the profile from the
 * ID token, linking by verified e-mail (an unverified one refused), roles from the claim and ADMIN_EMAILS and the
 * admin screen's change in the history, upload and report, renewal with the refresh token, logout.
 */
import { eq, like } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { identityConfigFromEnv } from '../../server/auth/identity-config.ts';
import { history, users } from '../../server/db/schema.ts';
import { manuscriptTxt, waitForRevision } from '../support/fixtures.ts';
import { type MockPerson, type MockProvider, startMockProvider } from '../support/mock-provider.ts';
import { callWithToken, type ProviderTokens, refreshAt, revokeAt, signInAt } from '../support/mock-sign-in.ts';
import { uploadForm } from '../support/multipart.ts';
import { backends, startTestServer, type TestServer, type TestStorage, testStorage } from '../support/test-server.ts';

const audience = 'api://lektor-test';
const clientId = 'lektor-spa';

describe.each(backends())('an external OpenID Connect provider on %s', (backend) => {
  let provider: MockProvider;
  let storage: TestStorage;
  let t: TestServer;

  beforeAll(async () => {
    provider = await startMockProvider({ audience, clientId });
    storage = await testStorage(backend);
    // The installation as it ran with the built-in provider: the demo accounts exist.
    const before = await startTestServer({ backend, dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
    await before.close();
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop().catch(() => undefined);
    await storage?.dispose();
  });

  const signIn = async (person: MockPerson): Promise<ProviderTokens> => {
    provider.as(person);
    return signInAt(provider.issuer, {
      clientId,
      redirectUri: `${t.config.publicUrl}/callback`,
      scope: 'openid profile email offline_access',
      audience,
    });
  };
  const call = (token: string, url?: string, method?: 'GET' | 'POST' | 'DELETE', payload?: object) =>
    callWithToken(t, token, url, method, payload);
  const session = (tokens: ProviderTokens) =>
    call(tokens.access_token, '/api/session', 'POST', { idToken: tokens.id_token });
  const userOf = async (subject: string) =>
    (await t.server.database.db.select().from(users).where(eq(users.subject, subject)))[0];

  test('the provider down at the first call: 503 in Danish with Retry-After, never 500, and it recovers by itself', async () => {
    const person = { sub: 'entra-1', email: 'tidlig@forlag.dk', emailVerified: true, name: 'Tove Tidlig' };
    const token = await provider.accessToken(person);
    await provider.stop();
    t = await startTestServer({
      backend,
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      analysisThreads: 1,
      config: {
        oidcIssuer: provider.configuredIssuer,
        oidcClientId: clientId,
        apiAudience: audience,
        identity: identityConfigFromEnv({ OIDC_ROLE_CLAIM: 'roles', ADMIN_EMAILS: 'chef@forlag.dk' }),
      },
    });
    const down = await call(token);
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('30');
    expect(down.json()).toEqual({
      code: 'IDENTITY_PROVIDER_UNAVAILABLE',
      message: expect.stringMatching(/^Login-tjenesten svarer ikke lige nu/),
    });
    expect((await call('garbage')).statusCode).toBe(401);
    await provider.start();
    const up = await call(token);
    expect(up.statusCode, up.body).toBe(200);
    // Name and e-mail from userinfo: the access token has neither.
    expect(up.json().user.name).toBe('Tove Tidlig');
    expect((await userOf('entra-1'))?.email).toBe('tidlig@forlag.dk');
  });

  test('a first sign-in: typ JWT accepted, name and e-mail from the ID token, kept current, never invented', async () => {
    const person = { sub: 'entra-2', email: 'nora@forlag.dk', emailVerified: true, name: 'Nora Ny' };
    const tokens = await signIn(person);
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('JWT');
    const claims = decodeJwt(tokens.access_token);
    expect(claims.email).toBeUndefined();
    expect(claims.iss).toBe(`${provider.configuredIssuer}/`);
    const signedIn = await session(tokens);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({ name: 'Nora Ny', email: 'nora@forlag.dk', role: 'AUTHOR' });
    expect((await call(tokens.access_token)).json().user.name).toBe('Nora Ny');

    const renamed = await signIn({ ...person, name: 'Nora Nyborg', email: 'nora.nyborg@forlag.dk' });
    expect((await session(renamed)).json()).toMatchObject({ name: 'Nora Nyborg', email: 'nora.nyborg@forlag.dk' });
    const invented = await t.server.database.db.select().from(users).where(like(users.email, '%.invalid'));
    expect(invented).toEqual([]);
  });

  test('a verified e-mail links to the existing account; an unverified one is refused in Danish, never with 500', async () => {
    const unverified = await signIn({ sub: 'kc-3', email: 'ny@lektor.dk', emailVerified: false, name: 'Nikolaj' });
    for (const url of ['/api/author/status', '/api/faq/']) {
      const refused = await call(unverified.access_token, url);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'EMAIL_NOT_VERIFIED',
        message: expect.stringContaining('ikke bekræftet, at adressen er din'),
      });
    }
    expect(await userOf('kc-3')).toBeUndefined();

    const linked = await signIn({ sub: 'kc-4', email: 'Forfatter@lektor.dk', emailVerified: true, name: 'Karen F.' });
    const status = await call(linked.access_token);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().user.id).toBe(t.users.subscriber.id);
    expect(status.json().info.accessLevel).toBe('STANDARD');
    const kinds = await t.server.database.db.select().from(history).where(eq(history.userId, t.users.subscriber.id));
    expect(kinds.map((entry) => entry.kind)).toContain('ACCOUNT_LINKED');
  });

  test('the role from the claim on every sign-in, unknown values ignored, ADMIN_EMAILS, and the admin screen', async () => {
    const person = { sub: 'a0|5', email: 'rie@forlag.dk', emailVerified: true, name: 'Rie R.' };
    const editor = await signIn({ ...person, roles: ['lektor-editor', 'Forlag.Læser'] });
    expect((await session(editor)).json().role).toBe('CONTENT_EDITOR');
    expect((await call(editor.access_token, '/api/admin/outbox')).statusCode).toBe(403);
    const admin = await signIn({ ...person, roles: ['lektor-admin'] });
    expect((await session(admin)).json().role).toBe('ADMIN');
    expect((await call(admin.access_token, '/api/admin/outbox')).statusCode).toBe(200);
    const none = await signIn(person);
    expect((await session(none)).json().role).toBe('AUTHOR');
    expect((await call(admin.access_token, '/api/admin/outbox')).statusCode).toBe(403);

    const chef = await signIn({ sub: 'a0|6', email: 'chef@forlag.dk', emailVerified: true, name: 'Chefen' });
    expect((await session(chef)).json().role).toBe('ADMIN');
    const rie = (await userOf('a0|5'))!;
    const changed = await call(chef.access_token, `/api/admin/authors/${rie.id}/role`, 'POST', {
      role: 'CONTENT_EDITOR',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().role).toBe('CONTENT_EDITOR');
    const entries = await call(chef.access_token, `/api/admin/authors/${rie.id}/history`);
    expect(entries.json().items[0].description).toBe('Din rolle blev ændret fra forfatter til redaktør af Chefen.');

    const bad = await call(chef.access_token, `/api/admin/authors/${rie.id}/role`, 'POST', { role: 'KONGE' });
    expect(bad.statusCode).toBe(400);
    const own = await call(chef.access_token, `/api/admin/authors/${(await userOf('a0|6'))!.id}/role`, 'POST', {
      role: 'AUTHOR',
    });
    expect(own.json()).toEqual({ code: 'OWN_ROLE', message: expect.stringContaining('din egen rolle') });
    expect(
      (await call(chef.access_token, '/api/admin/authors/999999/role', 'POST', { role: 'AUTHOR' })).statusCode,
    ).toBe(404);
    expect(
      (await call(editor.access_token, `/api/admin/authors/${rie.id}/role`, 'POST', { role: 'ADMIN' })).statusCode,
    ).toBe(403);
  });

  test('the linked author uploads a manuscript and reads its report', async () => {
    const tokens = await signIn({ sub: 'kc-4', email: 'forfatter@lektor.dk', emailVerified: true, name: 'Karen F.' });
    const form = uploadForm('fyrtaarnet.txt', manuscriptTxt);
    const uploaded = await t.server.app.inject({
      method: 'POST',
      url: '/api/manuscripts/',
      payload: form.payload,
      headers: { authorization: `Bearer ${tokens.access_token}`, ...form.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id, latestRevisionId } = uploaded.json();
    expect((await waitForRevision(t.server.database.db, latestRevisionId)).status).toBe('done');
    const revision = await call(tokens.access_token, `/api/manuscripts/${id}/revisions/${latestRevisionId}/`);
    expect(revision.statusCode, revision.body).toBe(200);
  }, 120_000);

  test('renewal with the refresh token; logout refuses every token of the session and the refresh token', async () => {
    const person = { sub: 'entra-7', email: 'lise@forlag.dk', emailVerified: true, name: 'Lise L.' };
    const first = await signIn(person);
    const other = await signIn(person);
    expect((await session(first)).statusCode).toBe(200);
    const renewed = await refreshAt(provider.issuer, clientId, first.refresh_token);
    expect(renewed.status).toBe(200);
    expect(renewed.body.access_token).not.toBe(first.access_token);
    expect((await call(renewed.body.access_token)).statusCode).toBe(200);

    // The app's logout: the API's deny list, then the refresh token revoked at the provider.
    expect((await call(renewed.body.access_token, '/api/session', 'DELETE')).statusCode).toBe(200);
    expect(await revokeAt(provider.issuer, clientId, renewed.body.refresh_token)).toBe(200);
    for (const token of [first.access_token, renewed.body.access_token]) {
      expect((await call(token)).json().code).toBe('UNAUTHENTICATED');
    }
    expect((await refreshAt(provider.issuer, clientId, renewed.body.refresh_token)).body.error).toBe('invalid_grant');
    // Another sign-in of the same person is untouched.
    expect((await call(other.access_token)).statusCode).toBe(200);
  });
});
