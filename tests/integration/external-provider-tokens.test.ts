/**
 * Bad tokens and bad sign-ins with an external provider (oauth2-mock-server, tests/support/mock-provider.ts): a
 * token of another issuer, for another audience, unsigned, expired, of a `typ` outside the set, without a subject,
 * or an ID token sent as an access token is refused with 401 (and the code TOKEN_NOT_ACCEPTED where Lektør's
 * configuration is the cause); an e-mail claim that is no address is refused at sign-in in Danish; the session
 * routes refuse what is not a sign-in.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { identityConfigFromEnv } from '../../server/auth/identity-config.ts';
import { type MockPerson, type MockProvider, startMockProvider } from '../support/mock-provider.ts';
import { callWithToken, signInAt } from '../support/mock-sign-in.ts';
import { backends, startTestServer, type TestServer } from '../support/test-server.ts';

const audience = 'https://api.lektor.test';
const clientId = 'lektor-spa';
const person = { sub: 'auth0|1', email: 'ida@forlag.dk', emailVerified: true, name: 'Ida' };

describe.each(backends())('tokens an external provider did not issue for Lektør, on %s', (backend) => {
  let provider: MockProvider;
  let stranger: MockProvider;
  let t: TestServer;
  const log: string[] = [];

  beforeAll(async () => {
    [provider, stranger] = await Promise.all([
      startMockProvider({ audience, clientId }),
      startMockProvider({ audience, clientId }),
    ]);
    t = await startTestServer({
      backend,
      log,
      config: {
        oidcIssuer: provider.issuer,
        oidcClientId: clientId,
        apiAudience: audience,
        identity: identityConfigFromEnv({ OIDC_ROLE_CLAIM: 'roles', ADMIN_EMAILS: 'chef@forlag.dk' }),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
    await stranger?.stop();
  });

  const call = (token: string, url?: string, method?: 'GET' | 'POST' | 'DELETE', payload?: object) =>
    callWithToken(t, token, url, method, payload);
  /** The app's sign-in at the provider as `who`: their access and ID tokens. */
  const signIn = (who: MockPerson) => {
    provider.as(who);
    return signInAt(provider.issuer, {
      clientId,
      redirectUri: `${t.config.publicUrl}/callback`,
      scope: 'openid email',
      audience,
    });
  };
  const codeOf = async (token: string) => {
    const response = await call(token);
    return `${response.statusCode} ${response.json().code}`;
  };
  const unsigned = (payload: object) =>
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

  test('the provider’s own token is taken; every other one is refused with 401', async () => {
    expect(await codeOf(await provider.accessToken(person))).toBe('200 undefined');
    const now = Math.floor(Date.now() / 1000);
    expect(await codeOf(await stranger.accessToken(person))).toBe('401 UNAUTHENTICATED');
    expect(
      await codeOf(await provider.accessToken(person, (_h, p) => Object.assign(p, { iss: 'https://idp.example/' }))),
    ).toBe('401 UNAUTHENTICATED');
    expect(await codeOf(unsigned({ iss: provider.issuer, aud: audience, sub: person.sub, exp: now + 600 }))).toBe(
      '401 UNAUTHENTICATED',
    );
    expect(await codeOf(await provider.accessToken(person, (_h, p) => Object.assign(p, { exp: now - 120 })))).toBe(
      '401 UNAUTHENTICATED',
    );
    expect(await codeOf(await provider.accessToken(person, (_h, p) => delete p.sub))).toBe('401 UNAUTHENTICATED');
    expect(await codeOf('garbage')).toBe('401 UNAUTHENTICATED');
  });

  test('the app is told the provider, the scopes with offline_access and how to name the API', async () => {
    const config = (await t.server.app.inject({ url: '/api/config' })).json();
    expect(config).toEqual({
      issuer: provider.issuer,
      clientId,
      apiAudience: audience,
      scopes: 'openid profile email offline_access',
      audienceParameter: 'resource',
    });
  });

  test('a token Lektør is not set up for says so: another audience, a typ outside the set', async () => {
    const other = await provider.accessToken(person, (_h, p) => Object.assign(p, { aud: 'https://graph.example' }));
    const refused = await call(other);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'TOKEN_NOT_ACCEPTED', message: expect.stringContaining('administrator') });
    const logout = await provider.accessToken(person, (h) => Object.assign(h, { typ: 'logout+jwt' }));
    expect(await codeOf(logout)).toBe('401 TOKEN_NOT_ACCEPTED');
    // Logged with the reason for the operator, never with the token.
    const refusals = log.map((line) => JSON.parse(line)).filter((entry) => /access token refused/.test(entry.msg));
    expect(refusals.map((entry) => [entry.level, entry.msg, entry.reason])).toEqual(
      expect.arrayContaining([
        [40, 'access token refused: configuration', 'audience "https://graph.example" is not https://api.lektor.test'],
        [40, 'access token refused: configuration', 'typ "logout+jwt" is not one of at+jwt, jwt'],
        // from the test before: a token that is simply not good
        [30, 'access token refused', 'token expired'],
        [30, 'access token refused', 'not a JWT'],
      ]),
    );
    expect(log.join('\n')).not.toContain(other.split('.')[2]);
  });

  test('an ID token sent as an access token is refused', async () => {
    const tokens = await signIn(person);
    expect(await codeOf(tokens.access_token)).toBe('200 undefined');
    expect(await codeOf(tokens.id_token)).toBe('401 UNAUTHENTICATED');
  });

  test('a sign-in with an e-mail claim that is no address is refused in Danish; an unknown role is ignored', async () => {
    const odd = { sub: `kc-${randomUUID()}`, email: 'ikke en adresse', emailVerified: true, roles: ['konge'] };
    const refused = await call(await provider.accessToken(odd));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'INVALID_EMAIL_CLAIM',
      message: expect.stringContaining('»ikke en adresse« som din e-mailadresse'),
    });
    const king = await call(await provider.accessToken({ ...odd, email: 'konge@forlag.dk' }));
    expect(king.statusCode).toBe(200);
    expect(king.json().info.role).toBe('AUTHOR');
  });

  test('ADMIN_EMAILS makes an administrator of a verified address only', async () => {
    const chef = { sub: 'entra-chef', email: 'chef@forlag.dk', name: 'Chef?' };
    for (const [emailVerified, role] of [
      [false, 'AUTHOR'],
      [true, 'ADMIN'],
    ] as const) {
      const tokens = await signIn({ ...chef, emailVerified });
      const signedIn = await call(tokens.access_token, '/api/session', 'POST', { idToken: tokens.id_token });
      expect(signedIn.json().role).toBe(role);
    }
  });

  test('the session routes refuse what is not a sign-in', async () => {
    const tokens = await signIn(person);
    expect((await call(tokens.access_token, '/api/session', 'POST', {})).statusCode).toBe(400);
    expect((await call(tokens.access_token, '/api/session', 'POST', { idToken: 'garbage' })).statusCode).toBe(401);
    // An ID token of someone else, with this person's access token.
    const others = await signIn({ ...person, sub: 'auth0|2', email: 'anden@forlag.dk' });
    const swapped = await call(tokens.access_token, '/api/session', 'POST', { idToken: others.id_token });
    expect(swapped.statusCode).toBe(401);
    const anonymous = await t.server.app.inject({ method: 'DELETE', url: '/api/session' });
    expect(anonymous.statusCode).toBe(401);
  });
});
