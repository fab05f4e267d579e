/**
 * The app behind an external OpenID Connect provider, in the browser: oauth2-mock-server as Entra ID, Auth0 and
 * Keycloak commonly are (tests/support/mock-provider.ts: `typ: JWT` access tokens, name and e-mail only in the ID
 * token, roles in the `roles` claim). The installation ran with the built-in provider before (its demo accounts
 * exist). Walked: a first sign-in (the name from the ID token), an unverified e-mail of an existing account refused
 * on a Danish page, a role from the claim and the admin screen's role change in the history, an existing account
 * linked by verified e-mail that uploads and reads its report, silent renewal with the refresh token, logout
 * (the API refuses the old token, the refresh token revoked, the provider's end-session reached), and the provider
 * down at sign-in (a Danish message, then a sign-in once it is back).
 */
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDataDir } from '../support/data-dir.ts';
import { type MockPerson, type MockProvider, startMockProvider } from '../support/mock-provider.ts';
import { reportSettled } from './support/app-walk.ts';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { danishManuscript } from './support/danish-text.ts';
import { type RunningServer, startServer } from './support/server-process.ts';
import { analysisDone, uploadText } from './support/uploads.ts';

const audience = 'api://lektor-e2e';
const clientId = 'lektor-spa';
let provider: MockProvider;
let server: RunningServer;
let browser: BrowserSession;
let dataDir: string;

beforeAll(async () => {
  dataDir = newDataDir('lektor-e2e-');
  [provider, browser] = await Promise.all([startMockProvider({ audience, clientId }), openBrowser()]);
  // The installation as it ran with the built-in provider (demo accounts), then moved to the company's provider.
  await (await startServer({ DEMO: '1' }, { dataDir })).stop();
  server = await startServer(
    {
      OIDC_ISSUER: provider.configuredIssuer,
      OIDC_CLIENT_ID: clientId,
      API_AUDIENCE: audience,
      OIDC_ROLE_CLAIM: 'roles',
    },
    { dataDir },
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.stop().catch(() => undefined);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const storageKey = () => `oidc.user:${provider.configuredIssuer}:${clientId}`;
const storedUser = async (page: Page) =>
  JSON.parse((await page.evaluate((key) => localStorage.getItem(key), storageKey())) ?? 'null') as {
    access_token: string;
    refresh_token: string;
  } | null;

/** Signs in at the provider as `person` through the app's /login; resolves once the app answered the callback. */
async function signInAs(page: Page, person: MockPerson): Promise<number> {
  // A walk left signed in by a failed step is signed out first, so that each step begins as a visitor.
  if (page.url().startsWith(server.url) && (await storedUser(page))) await signOut(page);
  provider.as(person);
  const session = page.waitForResponse((r) => r.url().endsWith('/api/session') && r.request().method() === 'POST');
  await page.goto(`${server.url}/login`);
  return (await session).status();
}

async function signOut(page: Page): Promise<void> {
  await page.goto(`${server.url}/logout`);
  await page.waitForURL(`${server.url}/`);
  await expect.poll(() => storedUser(page)).toBeNull();
}

const userMenu = (page: Page, name: string) => page.getByRole('button', { name: `Brugermenu for ${name}` });

describe('an external OpenID Connect provider', () => {
  it('signs in a new author with the name from the ID token', async () => {
    const { page } = browser;
    const discoveryReads: string[] = [];
    const onRequest = (request: { url(): string; frame(): { url(): string } }) => {
      if (request.url().includes('/.well-known/openid-configuration')) discoveryReads.push(request.frame().url());
    };
    page.on('request', onRequest);
    expect(
      await signInAs(page, { sub: 'e2e-1', email: 'nanna@forlag.dk', emailVerified: true, name: 'Nanna Ny' }),
    ).toBe(200);
    await userMenu(page, 'Nanna Ny').waitFor();
    page.off('request', onRequest);
    // The discovery document is read by the login page only: the callback page takes the fields it kept.
    expect(discoveryReads, discoveryReads.join(' ')).toHaveLength(1);
    expect(discoveryReads[0]).toContain('/login');
    await signOut(page);
  });

  it('refuses an unverified e-mail of an existing account on a Danish page', async () => {
    const { page } = browser;
    expect(await signInAs(page, { sub: 'e2e-2', email: 'ny@lektor.dk', emailVerified: false, name: 'N' })).toBe(409);
    await page.getByRole('heading', { name: 'Login mislykkedes' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('har ikke bekræftet, at adressen er din');
    await expect.poll(() => storedUser(page)).toBeNull();
  });

  it('makes an administrator from the role claim, who changes a role on the admin screen, in the history', async () => {
    const { page } = browser;
    const admin = { sub: 'e2e-3', email: 'chef@forlag.dk', emailVerified: true, name: 'Cecilie Chef' };
    expect(await signInAs(page, { ...admin, roles: ['lektor-admin', 'Forlag.Alle'] })).toBe(200);
    await userMenu(page, 'Cecilie Chef').waitFor();
    await page.goto(`${server.url}/admin/authors`);
    await page.getByRole('link', { name: 'Nanna Ny', exact: true }).click();
    await page.getByRole('heading', { name: 'Nanna Ny' }).waitFor();
    await page.getByLabel('Rolle', { exact: true }).selectOption({ label: 'Redaktør' });
    await page.getByRole('button', { name: 'Skift rolle' }).click();
    await page.getByRole('status').filter({ hasText: 'Rollen er ændret.' }).waitFor();
    await page.getByRole('link', { name: 'Se historik' }).click();
    await page.getByText('Din rolle blev ændret fra forfatter til redaktør af Cecilie Chef.').waitFor();
    await signOut(page);
  });

  it('links an existing account by verified e-mail; the author uploads and reads the report', async () => {
    const { page } = browser;
    const karen = { sub: 'e2e-4', email: 'forfatter@lektor.dk', emailVerified: true, name: 'Karen Forfatter' };
    expect(await signInAs(page, karen)).toBe(200);
    await page.waitForURL(`${server.url}/overview`);
    const title = 'Fjerne kyster';
    await uploadText(page, server.url, { title, fileName: 'kyster.txt', text: danishManuscript(40).text });
    const row = await analysisDone(page, title, 120_000);
    await row.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/manuscripts\/\d+\/dashboard$/);
    await reportSettled(page);
    expect(await page.locator('[data-report-id="0"]').count()).toBe(1);
  });

  it('renews an expired access token with the refresh token, without the provider’s login', async () => {
    const { page } = browser;
    const before = (await storedUser(page))!;
    await page.evaluate((key) => {
      const user = JSON.parse(localStorage.getItem(key)!);
      user.expires_at = Math.floor(Date.now() / 1000) - 60;
      localStorage.setItem(key, JSON.stringify(user));
    }, storageKey());
    const renewal = page.waitForResponse(
      (r) => r.url() === `${provider.issuer}token` && /grant_type=refresh_token/.test(r.request().postData() ?? ''),
    );
    const status = page.waitForResponse((r) => r.url().endsWith('/api/author/status'));
    await page.goto(`${server.url}/userprofile`);
    expect((await renewal).status()).toBe(200);
    expect((await status).status()).toBe(200);
    await page.getByRole('heading', { name: 'Profil' }).waitFor();
    expect((await storedUser(page))?.access_token).not.toBe(before.access_token);
  });

  it('logs out: the API refuses the old token, the refresh token is revoked, the provider’s session ended', async () => {
    const { page } = browser;
    const before = (await storedUser(page))!;
    const ended = provider.endSessions.length;
    await signOut(page);
    const refused = await fetch(`${server.url}/api/author/status`, {
      headers: { authorization: `Bearer ${before.access_token}` },
    });
    expect(refused.status).toBe(401);
    expect(provider.revoked.has(before.refresh_token)).toBe(true);
    expect(provider.endSessions.length).toBe(ended + 1);
    expect(provider.endSessions.at(-1)?.get('id_token_hint')).toBeTruthy();
  });

  it('says in Danish when the provider does not answer, and signs in once it is back', async () => {
    const { page } = browser;
    await provider.stop();
    provider.as({ sub: 'e2e-1', email: 'nanna@forlag.dk', emailVerified: true, name: 'Nanna Ny' });
    await page.goto(`${server.url}/login`);
    await page.getByRole('alertdialog').getByText('Login-tjenesten svarer ikke lige nu').waitFor();
    await provider.start();
    expect(
      await signInAs(page, { sub: 'e2e-1', email: 'nanna@forlag.dk', emailVerified: true, name: 'Nanna Ny' }),
    ).toBe(200);
    await userMenu(page, 'Nanna Ny').waitFor();
  });
});
