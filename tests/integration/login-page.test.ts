/**
 * '/login' as a page of its own and the provider's form prefetching the callback page's code (issue 33 point 4):
 * a document opened at '/login' gets the build's login.html (with the sign-in configuration, as index.html has
 * it), every other route of the app index.html; the built-in provider's login form names, as `<link
 * rel="prefetch">`, the files Vite's manifest gives for the callback page's sources, and nothing when the build
 * has no manifest (an unreadable one: server/http/app-prefetch.test.ts); the manifest itself is not served.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INLINE_CONFIG_ID } from '../../schemas/api/app-config.ts';
import { DEMO_PASSWORD } from '../../server/db/seed-accounts.ts';
import { loginFormHtml, type OpenPage, openAuthorization, postForm } from '../support/oidc-login.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const INDEX =
  '<!doctype html><html lang="da"><head><title>Lektør</title>' +
  '<script type="module" crossorigin src="/assets/index-A1.js"></script></head><body><div id="root"></div></body></html>';
const LOGIN =
  '<!doctype html><html lang="da"><head><title>Log ind · Lektør</title></head><body><p>login</p></body></html>';

/** A build's folder: index.html, optionally login.html and a manifest (text as given). */
function webApp({ login = true, manifest }: { login?: boolean; manifest?: string } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'lektor-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  if (login) writeFileSync(join(dir, 'login.html'), LOGIN);
  if (manifest !== undefined) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), manifest);
  }
  return dir;
}

const manifest = JSON.stringify({
  'index.html': { file: 'assets/index-A1.js', src: 'index.html', isEntry: true, imports: ['_shared-B2.js'] },
  '_shared-B2.js': { file: 'assets/shared-B2.js', css: ['assets/app-C3.css'] },
  'pages/ReportScreen.tsx': { file: 'assets/ReportScreen-D4.js', imports: ['_shared-B2.js'] },
  'pages/PricingPage.tsx': { file: 'assets/PricingPage-E5.js' },
  'auth/oidc-auth-service.ts': {
    file: 'assets/oidc-auth-service-F6.js',
    isDynamicEntry: true,
    imports: ['_oidc-auth-service-G7.js'],
  },
  '_oidc-auth-service-G7.js': { file: 'assets/oidc-auth-service-G7.js', imports: ['_shared-B2.js'] },
  'callback-main.ts': { file: 'assets/callback-H8.js', isEntry: true, imports: ['_shared-B2.js'] },
});

const prefetched = (html: string) =>
  [...html.matchAll(/<link rel="prefetch" href="([^"]+)" crossorigin>/g)].map((m) => m[1]);

describe('the login link as a page of its own', () => {
  let t: TestServer;
  let webDir: string;
  const get = (url: string) => t.server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    webDir = webApp({ manifest });
    t = await startTestServer({ webDir, listen: true });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  test("a document opened at '/login' is login.html, with the configuration index.html carries", async () => {
    for (const url of ['/login', '/login?returnTo=%2Fmanuscripts%2F1%2Fdashboard', '/login?signup=1']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>Log ind · Lektør</title>');
      expect(page.body, url).toContain(`id="${INLINE_CONFIG_ID}"`);
      expect(page.headers['cache-control'], url).toBe('no-store');
    }
    const index = await get('/manuscripts/1/dashboard');
    expect(index.body).toContain('<div id="root">');
    expect(index.body).toContain(`id="${INLINE_CONFIG_ID}"`);
    // Only the path itself: a page below it or beside it is the app's.
    for (const url of ['/login/x', '/loginx', '/callback'])
      expect((await get(url)).body, url).toContain('<div id="root">');
  });

  test("the callback's document runs its small script first and preloads the sign-in's code, no other page does", async () => {
    const preloaded = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" crossorigin>/g)].map((m) => m[1]);
    const scripts = (html: string) =>
      [...html.matchAll(/<script type="module" src="([^"]+)" crossorigin><\/script>/g)].map((m) => m[1]);
    const callback = await get('/callback?code=abc&state=def');
    expect(callback.body).toContain('<div id="root">');
    expect(callback.body).toContain(`id="${INLINE_CONFIG_ID}"`);
    expect(scripts(callback.body)).toEqual(['/assets/callback-H8.js']);
    // Before the app's entry: module scripts run in the document's order.
    expect(callback.body.indexOf('/assets/callback-H8.js')).toBeLessThan(callback.body.indexOf('/assets/index-A1.js'));
    expect(preloaded(callback.body)).toEqual([
      '/assets/shared-B2.js',
      '/assets/oidc-auth-service-F6.js',
      '/assets/oidc-auth-service-G7.js',
    ]);
    for (const url of ['/', '/manuscripts/1/dashboard', '/callback/x', '/login']) {
      const body = (await get(url)).body;
      expect([...scripts(body), ...preloaded(body)], url).toEqual([]);
    }
  });

  test("the provider's login form prefetches the callback page's files, each once, and the manifest is not served", async () => {
    const form = await loginFormHtml(t.config.publicUrl);
    expect(form).toContain('name="password"');
    expect(prefetched(form)).toEqual([
      '/assets/index-A1.js',
      '/assets/shared-B2.js',
      '/assets/app-C3.css',
      '/assets/callback-H8.js',
      '/assets/oidc-auth-service-F6.js',
      '/assets/oidc-auth-service-G7.js',
      '/assets/ReportScreen-D4.js',
    ]);
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});

/** Posts the login form of `page`; the addresses the browser is sent to, up to the app's callback. */
async function submitLogin(page: OpenPage, email: string, password: string): Promise<string[]> {
  const action = /<form method="post" action="([^"]+)"/.exec(page.html)?.[1];
  expect(action, page.html).toBeDefined();
  let response = await postForm(page, action!, { email, password });
  const hops: string[] = [];
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location');
    if (!location) break;
    hops.push(new URL(location, 'http://x').pathname);
    if (hops.at(-1) === '/callback') break;
    response = await page.go(location);
  }
  return hops;
}

describe("the built-in provider's form to the callback", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ listen: true });
  });
  afterAll(async () => t?.close());

  test("two redirects after the password: the first-party client's grant is made on login (no consent step)", async () => {
    const page = await openAuthorization(t.config.publicUrl);
    const hops = await submitLogin(page, 'forfatter@lektor.dk', DEMO_PASSWORD);
    expect(hops).toHaveLength(2);
    expect(hops[0]).toMatch(/^\/oidc\/auth\//);
    expect(hops[1]).toBe('/callback');
    // A wrong password is the form again, not a redirect.
    const again = await openAuthorization(t.config.publicUrl);
    expect(await submitLogin(again, 'forfatter@lektor.dk', 'forkert')).toEqual([]);
  });
});

describe('a build without the small page or a manifest (an older build served with WEB_DIR)', () => {
  test("'/login' is index.html and the login form prefetches nothing", async () => {
    const webDir = webApp({ login: false });
    const t = await startTestServer({ webDir, listen: true });
    try {
      expect(prefetched(await loginFormHtml(t.config.publicUrl))).toEqual([]);
      const login = await t.server.app.inject({ method: 'GET', url: '/login' });
      expect(login.statusCode).toBe(200);
      expect(login.body).toContain('<div id="root">');
    } finally {
      await t.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });
});
