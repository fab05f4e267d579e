/**
 * The sign-in session in the browser: a valid stored sign-in is restored without oidc-client-ts, which is
 * fetched in time for the renewal; at start an expired access token is renewed with the refresh token (no
 * login form), once for two tabs opened together; when the renewal is refused the author gets the login form and comes back to the page asked for,
 * query included; logout ends the provider session without a confirmation page, and afterwards a login-only page
 * asks for the password again; the access token used before logout is refused by the API.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appFixture } from './support/app-fixture.ts';
import { pathOf } from './support/app-walk.ts';

const { server, browser, account } = appFixture({ signIn: ['forfatter@lektor.dk'] });

const storageKey = () => `oidc.user:${server.url}/oidc:lektor-web`;

/** The signed-in user oidc-client-ts keeps in local storage. */
async function storedUser(page: Page): Promise<{ access_token: string; refresh_token: string; expires_at: number }> {
  const json = await page.evaluate((key) => localStorage.getItem(key), storageKey());
  expect(json, 'a stored sign-in').toBeTruthy();
  return JSON.parse(json!);
}

/** Makes the stored access token expired, as after a night away from the app. */
async function expireStoredToken(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const user = JSON.parse(localStorage.getItem(key)!);
    user.expires_at = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem(key, JSON.stringify(user));
  }, storageKey());
}

const isRefreshGrant = (request: { url(): string; method(): string; postData(): string | null }) =>
  request.url().endsWith('/oidc/token') &&
  request.method() === 'POST' &&
  /grant_type=refresh_token/.test(request.postData() ?? '');

describe('the sign-in session', () => {
  it('renews an expired access token with the refresh token at start, without the login form', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/userprofile`);
    await page.getByRole('heading', { name: 'Profil' }).waitFor();
    const before = await storedUser(page);
    await expireStoredToken(page);
    const renewal = page.waitForResponse((response) => isRefreshGrant(response.request()));
    const status = page.waitForResponse((response) => response.url().endsWith('/api/author/status'));
    await page.goto(`${server.url}/userprofile`);
    expect((await renewal).status()).toBe(200);
    expect((await status).status()).toBe(200);
    await page.getByRole('heading', { name: 'Profil' }).waitFor();
    expect(pathOf(page)).toBe('/userprofile');
    const after = await storedUser(page);
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.expires_at).toBeGreaterThan(Date.now() / 1000);
  });

  it('restores a valid sign-in without loading oidc-client-ts, and hands it over in time to renew', async () => {
    const { page } = browser;
    const scripts: string[] = [];
    const onRequest = (request: { url(): string; resourceType(): string }) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    };
    page.on('request', onRequest);
    try {
      await page.goto(`${server.url}/overview`);
      await page.getByRole('button', { name: /^Brugermenu for / }).waitFor();
      expect(
        scripts.some((path) => path.includes('oidc-auth-service')),
        scripts.join(' '),
      ).toBe(false);

      // A token with 65 s left: oidc-client-ts is fetched at once and renews 60 s before the expiry, in 5 s.
      const before = await storedUser(page);
      await page.evaluate((key) => {
        const user = JSON.parse(localStorage.getItem(key)!);
        user.expires_at = Math.floor(Date.now() / 1000) + 65;
        localStorage.setItem(key, JSON.stringify(user));
      }, storageKey());
      const renewal = page.waitForResponse((response) => isRefreshGrant(response.request()));
      await page.goto(`${server.url}/overview`);
      await page.getByRole('button', { name: /^Brugermenu for / }).waitFor();
      expect((await renewal).status()).toBe(200);
      await page.waitForFunction(({ key, old }) => JSON.parse(localStorage.getItem(key) ?? '{}').access_token !== old, {
        key: storageKey(),
        old: before.access_token,
      });
      expect(scripts.some((path) => path.includes('oidc-auth-service'))).toBe(true);
      expect(pathOf(page)).toBe('/overview');
    } finally {
      page.off('request', onRequest);
    }
  });

  it('renews once for two tabs opened together with an expired token, and both stay signed in', async () => {
    const { page, context } = browser;
    const second = await context.newPage();
    try {
      const grants: string[] = [];
      const count = (request: Parameters<typeof isRefreshGrant>[0] & { frame(): { page(): Page } }) => {
        if (isRefreshGrant(request)) grants.push(request.frame().page() === page ? 'first tab' : 'second tab');
      };
      context.on('request', count);
      // The first refresh is answered only once the second tab has found the stored sign-in expired and loaded
      // oidc-client-ts to renew it (its configuration comes with the page): both tabs want to renew at once.
      const secondConfigured = second.waitForResponse((response) => response.url().includes('oidc-auth-service'));
      await context.route('**/oidc/token', async (route) => {
        if (isRefreshGrant(route.request())) await secondConfigured;
        await route.continue();
      });
      await expireStoredToken(page);
      const statuses = [page, second].map((tab) =>
        tab.waitForResponse((response) => response.url().endsWith('/api/author/status')),
      );
      await Promise.all([page.goto(`${server.url}/userprofile`), second.goto(`${server.url}/overview`)]);
      const answers = await Promise.all(statuses);
      // What a failure needs to be understood: each tab's call (with or without a token) and what it was told.
      const seen = await Promise.all(
        answers.map(async (answer) => ({
          status: answer.status(),
          bearer: /^Bearer ./.test((await answer.request().allHeaders()).authorization ?? ''),
          body: answer.status() === 200 ? '' : await answer.text(),
        })),
      );
      expect(
        seen.map((answer) => answer.status),
        JSON.stringify({ seen, grants }),
      ).toEqual([200, 200]);
      await page.getByRole('heading', { name: 'Profil' }).waitFor();
      context.off('request', count);
      await context.unroute('**/oidc/token');
      // One refresh: a second use of the same refresh token would have revoked the sign-in.
      expect(grants).toHaveLength(1);
      const { access_token } = await storedUser(page);
      const check = await page.evaluate(
        async (token) => (await fetch('/api/author/status', { headers: { authorization: `Bearer ${token}` } })).status,
        access_token,
      );
      expect(check).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('sends the author to the login form when the renewal is refused, and back to the page asked for', async () => {
    const { page, context } = browser;
    // The stored refresh token is no longer accepted and the provider's session cookie is gone (as when the
    // session ran out while the author was away).
    await page.evaluate((key) => {
      const user = JSON.parse(localStorage.getItem(key)!);
      user.refresh_token = 'udloebet';
      localStorage.setItem(key, JSON.stringify(user));
    }, storageKey());
    await context.clearCookies();
    await expireStoredToken(page);
    const renewal = page.waitForResponse((response) => isRefreshGrant(response.request()));
    await page.goto(`${server.url}/userprofile?fane=historik`);
    expect((await renewal).status()).toBe(400);
    await page.getByLabel('Adgangskode').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
    await page.getByLabel('E-mail').fill(account('forfatter@lektor.dk'));
    await page.getByLabel('Adgangskode').fill('lektor-demo');
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.waitForURL(`${server.url}/userprofile?fane=historik`);
    await page.getByRole('heading', { name: 'Profil' }).waitFor();
  });

  it('logs out without a confirmation page; a login-only page then asks for the password again', async () => {
    const { page } = browser;
    const { access_token } = await storedUser(page);
    const documents: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents.push(new URL(frame.url()).pathname);
    });
    await page.getByRole('button', { name: /^Brugermenu for / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // The end-session page posts itself (no button is pressed) and sends the browser back to the app's origin.
    // The menu's 'Login' shows on /logout already, before the redirect: it is no sign that the logout is over.
    await expect.poll(() => documents.includes('/oidc/session/end'), { timeout: 30_000 }).toBe(true);
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/pricing');
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('oidc.user')))).toEqual([]);

    const refused = await page.evaluate(
      async ({ url, token }) =>
        (await fetch(`${url}/api/author/status`, { headers: { authorization: `Bearer ${token}` } })).status,
      { url: server.url, token: access_token },
    );
    expect(refused).toBe(401);

    await page.goto(`${server.url}/userprofile`);
    await page.getByLabel('Adgangskode').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
    expect(await page.getByRole('heading', { name: 'Log ind' }).count()).toBe(1);
  });
});
