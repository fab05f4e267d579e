/**
 * Fewer round trips from the login link to the first report (issue 33 point 4), as the API answers them:
 * index.html carries the sign-in configuration and the provider's endpoints (no /api/config, no discovery read by
 * the browser), and the session's nine content texts come in one call (GET /api/texts/?names=…), each member as
 * its own route answers it; bad input gets a 400 with a Danish message.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INLINE_CONFIG_ID } from '../../schemas/api/app-config.ts';
import { textNames } from '../../schemas/api/texts.ts';
import { validate } from '../../schemas/validate.ts';
import { identityConfigFromEnv } from '../../server/auth/identity-config.ts';
import { type MockProvider, startMockProvider } from '../support/mock-provider.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const singleRoutes: Record<string, string> = {
  rules: '/api/recommendations/rules/',
  reportIndexes: '/api/reportIndexes/',
  faq: '/api/faq/',
  whatIs: '/api/whatIs/',
  dashboard: '/api/dashboard/',
  globalScores: '/api/globalScores/',
  archetypeIndexes: '/api/archetypeIndexes/',
  archetypes: '/api/archetypes/',
  lix: '/api/lix/',
};

function webAppWithHead(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lektor-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="da"><head><title>Lektør</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

function configIn(html: string): Record<string, unknown> {
  const found = html.match(
    new RegExp(`<head>.*<script type="application/json" id="${INLINE_CONFIG_ID}">(.*?)</script></head>`),
  );
  expect(found, html).not.toBeNull();
  return JSON.parse(found![1]!) as Record<string, unknown>;
}

describe('login round trips', () => {
  let t: TestServer;
  let webDir: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.server.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    webDir = webAppWithHead();
    t = await startTestServer({ webDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  test("index.html carries /api/config's answer and the provider's endpoints as its discovery document gives them", async () => {
    const page = await get('/login?returnTo=%2Fmanuscripts%2F1%2Fdashboard', { host: '127.0.0.1:8080' });
    expect(page.statusCode).toBe(200);
    const inline = configIn(page.body);
    const { providerMetadata, ...config } = inline;
    expect(config).toEqual((await get('/api/config')).json());
    // Its accounts are Lektør's: the app's reads need not wait for POST /api/session.
    expect(config.builtInProvider).toBe(true);
    const discovery = (await get('/oidc/.well-known/openid-configuration', { host: '127.0.0.1:8080' })).json();
    expect(providerMetadata).toEqual({
      issuer: discovery.issuer,
      authorization_endpoint: discovery.authorization_endpoint,
      token_endpoint: discovery.token_endpoint,
      userinfo_endpoint: discovery.userinfo_endpoint,
      end_session_endpoint: discovery.end_session_endpoint,
      revocation_endpoint: discovery.revocation_endpoint,
      jwks_uri: discovery.jwks_uri,
    });
    // The data block is not a script the strict CSP would have to allow.
    expect(String(page.headers['content-security-policy'])).not.toMatch(/unsafe-inline/);
  });

  test('the endpoints follow the origin the browser used (a proxy in front), as the discovery document does', async () => {
    const headers = { host: 'internal:8080', 'x-forwarded-host': 'lektor.example', 'x-forwarded-proto': 'https' };
    const inline = configIn((await get('/callback?code=x&state=y', headers)).body);
    const discovery = (await get('/oidc/.well-known/openid-configuration', headers)).json();
    const endpoints = inline.providerMetadata as Record<string, string>;
    expect(endpoints.token_endpoint).toBe(discovery.token_endpoint);
    expect(endpoints.token_endpoint).toMatch(/^https:\/\/lektor\.example\//);
    const direct = configIn((await get('/callback', { host: '127.0.0.1:8080' })).body);
    expect((direct.providerMetadata as Record<string, string>).token_endpoint).toMatch(/^http:\/\/127\.0\.0\.1:8080\//);
  });

  test('GET /api/texts/ answers each text as its own route does, in one call', async () => {
    const all = await get(`/api/texts/?names=${textNames.join(',')}`);
    expect(all.statusCode).toBe(200);
    const body = all.json() as Record<string, unknown>;
    expect(validate('api/content/texts', body).ok).toBe(true);
    expect(Object.keys(body).sort()).toEqual([...textNames].sort());
    for (const name of textNames) expect(body[name], name).toEqual((await get(singleRoutes[name]!)).json());
    // Only what was asked for; a name asked twice is answered once.
    expect(Object.keys((await get('/api/texts/?names=faq,lix,faq')).json())).toEqual(['faq', 'lix']);
    expect((await get('/api/texts/?names=rules')).json()).toEqual({
      rules: (await get('/api/recommendations/rules/')).json(),
    });
  });

  test.each([
    ['no names', '/api/texts/'],
    ['empty names', '/api/texts/?names='],
    ['a text the call does not answer', '/api/texts/?names=faq,pricing'],
    ['a trailing comma', '/api/texts/?names=faq,'],
    ['names separated by spaces', '/api/texts/?names=faq%20lix'],
    ['a field the query does not have', '/api/texts/?names=faq&report=1'],
    ['more names than there are texts', `/api/texts/?names=${[...textNames, 'faq'].join(',')}`],
  ])('bad input: %s is a 400 with a Danish message', async (_case, url) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(400);
    const body = answer.json() as { code: string; message: string };
    expect(validate('api/error', body).ok).toBe(true);
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toMatch(/^Ugyldig forespørgsel/);
  });
});

describe('login round trips with an external provider', () => {
  let provider: MockProvider;
  let t: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = webAppWithHead();
    provider = await startMockProvider({ audience: 'lektor-api', clientId: 'lektor-web' });
    t = await startTestServer({
      webDir,
      config: {
        oidcIssuer: provider.configuredIssuer,
        oidcClientId: 'lektor-web',
        apiAudience: 'lektor-api',
        identity: identityConfigFromEnv({}),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
    rmSync(webDir, { recursive: true, force: true });
  });

  test("index.html carries /api/config's answer without the endpoints: the app reads the provider's discovery itself", async () => {
    // Its failure is how the login page learns that the provider does not answer (tests/e2e/external-provider.test.ts).
    const inline = configIn((await t.server.app.inject({ url: '/callback' })).body);
    expect(inline).toEqual((await t.server.app.inject({ url: '/api/config' })).json());
    expect(inline.issuer).toBe(provider.configuredIssuer);
    expect(inline.providerMetadata).toBeUndefined();
    // Its first sign-in creates the account in POST /api/session: the app waits for that call.
    expect(inline.builtInProvider).toBeUndefined();
  });
});
