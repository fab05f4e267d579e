/**
 * The real login of the built-in identity provider (authorization code + PKCE, no browser): the access token
 * opens the API, the refresh token (kept in the database, not in process memory) survives a restart.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed-accounts.ts';
import { loginWithPassword } from '../support/oidc-login.ts';
import { startTestServer, type TestServer, type TestStorage, testStorage } from '../support/test-server.ts';

let storage: TestStorage;
let t: TestServer;

beforeAll(async () => {
  storage = await testStorage('pglite');
  t = await startTestServer({ ...storage, listen: true });
});
afterAll(async () => {
  await t?.close();
  await storage?.dispose();
});

const status = (accessToken: string) =>
  fetch(`${t.config.publicUrl}/api/author/status`, { headers: { authorization: `Bearer ${accessToken}` } });

test('a wrong password gets no tokens: the login page answers 401 again', async () => {
  await expect(loginWithPassword(t.config.publicUrl, 'admin@lektor.dk', 'forkert')).rejects.toThrow(/status 401/);
});

test('login, call the API as that user, and refresh the token after a restart', async () => {
  const tokens = await loginWithPassword(t.config.publicUrl, 'admin@lektor.dk', DEMO_PASSWORD);
  const response = await status(tokens.accessToken);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ user: { name: 'Anne Admin' }, info: { role: 'ADMIN' } });
  expect(tokens.refreshToken).toBeTruthy();

  const { publicUrl, port } = t.config;
  await t.close();
  t = await startTestServer({ ...storage, listen: true, port });
  expect(t.config.publicUrl).toBe(publicUrl);
  const refreshed = await fetch(`${publicUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken!,
      client_id: t.config.oidcClientId,
    }).toString(),
  });
  const body = (await refreshed.json()) as { access_token?: string };
  expect(refreshed.status, JSON.stringify(body)).toBe(200);
  expect((await status(body.access_token!)).status).toBe(200);
});
