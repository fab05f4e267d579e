/**
 * The built-in identity provider against password guessing: after five wrong passwords for an account the login
 * page answers 429 in Danish, even for the right password; a spoofed X-Forwarded-For from an untrusted address does
 * not change the client address (no proxy is trusted unless TRUSTED_PROXIES names one); an unknown e-mail costs as
 * much hashing as a known one.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed-accounts.ts';
import { loginWithPassword, openAuthorization } from '../support/oidc-login.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe('login limits', () => {
  let t: TestServer;
  let url: string;
  beforeAll(async () => {
    t = await startTestServer({ listen: true });
    url = t.config.publicUrl;
  });
  afterAll(async () => t?.close());

  test('five wrong passwords lock the account: the right one is then refused with 429', async () => {
    for (let i = 0; i < 5; i++) {
      await expect(loginWithPassword(url, 'ny@lektor.dk', `forkert-${i}`)).rejects.toThrow(/status 401/);
    }
    await expect(loginWithPassword(url, 'ny@lektor.dk', DEMO_PASSWORD)).rejects.toThrow(/status 429/);
    // another account is not affected
    const other = await loginWithPassword(url, 'forfatter@lektor.dk', DEMO_PASSWORD);
    expect(other.accessToken).toBeTruthy();
  }, 60_000);

  test('an unknown e-mail takes about as long as a known one with a wrong password', async () => {
    const timed = async (email: string) => {
      const start = performance.now();
      await expect(loginWithPassword(url, email, 'forkert')).rejects.toThrow(/status 401/);
      return performance.now() - start;
    };
    const known = await timed('admin@lektor.dk');
    const unknown = await timed('findes-ikke@lektor.dk');
    // Both pay for one scrypt hash; before, the unknown e-mail answered about 8 times faster.
    expect(unknown).toBeGreaterThan(known * 0.4);
  }, 60_000);

  // Last: it locks this client's address for the rest of the file.
  test('a new X-Forwarded-For per request does not dodge the per-address limit (none is trusted by default)', async () => {
    expect(t.config.trustedProxies).toBe('');
    const attempt = async (email: string, password: string, forwardedFor: string) => {
      const page = await openAuthorization(url);
      const action = /<form method="post" action="([^"]+)"/.exec(page.html)?.[1] ?? '';
      const response = await page.go(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
        body: new URLSearchParams({ email, password }).toString(),
      });
      return response.status;
    };
    // 30 accounts sprayed from one address, each with a made-up X-Forwarded-For (issue 32: 2 of 200 were refused).
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push(await attempt(`spray-${i}@lektor.dk`, 'forkert', `203.0.113.${i + 1}`));
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    // The address is locked: even the right password of an untouched account is refused, whatever the header says.
    expect(await attempt('admin@lektor.dk', DEMO_PASSWORD, '198.51.100.7')).toBe(429);
  }, 120_000);
});
