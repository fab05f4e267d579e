/**
 * Sessions and tokens with the built-in identity provider, logged in for real: access tokens live 10 minutes and
 * name their grant; the refresh token renews them; the app's logout (id_token_hint, post_logout_redirect_uri)
 * ends the provider session without asking, after which the access token is refused with 401 by this server and
 * by a second server on the same database, the refresh token is refused, and the next login asks for the password.
 * An end-session request without id_token_hint is still asked to confirm.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed-accounts.ts';
import { CookieJar, type LoginResult, loginWithPassword, logout, refresh } from '../support/oidc-login.ts';
import { backends, startTestServer, type TestServer } from '../support/test-server.ts';

const status = async (t: TestServer, accessToken: string) =>
  (await t.server.app.inject({ url: '/api/author/status', headers: { authorization: `Bearer ${accessToken}` } }))
    .statusCode;

describe.each(backends())('sessions and tokens on %s', (backend) => {
  let t: TestServer;
  let url: string;
  beforeAll(async () => {
    t = await startTestServer({ backend, listen: true });
    url = t.config.publicUrl;
  });
  afterAll(async () => t?.close());

  test('an access token lives 10 minutes, names its grant, and is renewed with the refresh token', async () => {
    const login = await loginWithPassword(url, 'forfatter@lektor.dk', DEMO_PASSWORD);
    const claims = decodeJwt(login.accessToken);
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(typeof claims.gid).toBe('string');
    expect(await status(t, login.accessToken)).toBe(200);
    const renewed = await refresh(url, login.refreshToken!);
    expect(renewed.status).toBe(200);
    expect(renewed.body.access_token).not.toBe(login.accessToken);
    expect(decodeJwt(renewed.body.access_token!).gid).toBe(claims.gid);
    expect(await status(t, renewed.body.access_token!)).toBe(200);
  }, 60_000);

  test('logout ends the session without asking; token, renewed token and refresh token are refused', async () => {
    const login = await loginWithPassword(url, 'forfatter@lektor.dk', DEMO_PASSWORD);
    const renewed = await refresh(url, login.refreshToken!);
    const other = await loginWithPassword(url, 'admin@lektor.dk', DEMO_PASSWORD);
    expect(await status(t, login.accessToken)).toBe(200);

    const { page, location } = await logout(url, login);
    expect(page).toContain('<script src="/oidc-assets/logout.js"></script>');
    expect(page).not.toContain('Vil du logge ud');
    expect(location).toBe(`${url}/`);

    expect(await status(t, login.accessToken)).toBe(401);
    expect(await status(t, renewed.body.access_token!)).toBe(401);
    const refused = await t.server.app.inject({
      url: '/api/author/status',
      headers: { authorization: `Bearer ${login.accessToken}` },
    });
    expect(refused.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.stringMatching(/ikke logget ind/) });
    for (const token of [login.refreshToken!, renewed.body.refresh_token!]) {
      const again = await refresh(url, token);
      expect(again.status).toBe(400);
      expect(again.body.error).toBe('invalid_grant');
    }
    // another login is untouched
    expect(await status(t, other.accessToken)).toBe(200);
  }, 60_000);

  test('after logout the next sign-in asks for the password again', async () => {
    const login = await loginWithPassword(url, 'ny@lektor.dk', DEMO_PASSWORD);
    await logout(url, login);
    // The same browser (its cookies) starting a sign-in gets the login form, not a code.
    await expect(loginWithPassword(url, 'ny@lektor.dk', 'forkert', 'lektor-web', login.cookies)).rejects.toThrow(
      /status 401/,
    );
    const again = await loginWithPassword(url, 'ny@lektor.dk', DEMO_PASSWORD, 'lektor-web', login.cookies);
    expect(await status(t, again.accessToken)).toBe(200);
  }, 60_000);

  test('an end-session request without id_token_hint is asked to confirm, and ends nothing until it is', async () => {
    const login = await loginWithPassword(url, 'ny@lektor.dk', DEMO_PASSWORD);
    const shown = await fetch(`${url}/oidc/session/end`, { headers: { cookie: login.cookies.header() } });
    const html = await shown.text();
    expect(html).toContain('Vil du logge ud af Lektør?');
    expect(html).not.toContain('logout.js');
    expect(await status(t, login.accessToken)).toBe(200);
    expect((await refresh(url, login.refreshToken!)).status).toBe(200);
    // A foreign id_token_hint is refused outright.
    const forged = await fetch(`${url}/oidc/session/end?id_token_hint=not-a-token`, {
      headers: { cookie: new CookieJar().header() },
    });
    expect(forged.status).toBe(400);
  }, 60_000);

  // Two processes share a PostgreSQL database (PGlite is one process's own).
  if (backend === 'postgres') {
    test('a second server on the same database refuses the revoked token', async () => {
      const second = await startTestServer({ backend, databaseUrl: t.config.databaseUrl, port: t.config.port });
      try {
        const login: LoginResult = await loginWithPassword(url, 'forfatter@lektor.dk', DEMO_PASSWORD);
        expect(await status(second, login.accessToken)).toBe(200);
        await logout(url, login);
        expect(await status(second, login.accessToken)).toBe(401);
      } finally {
        await second.close();
      }
    }, 60_000);
  }
});
