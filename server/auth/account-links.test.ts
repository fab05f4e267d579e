import { describe, expect, test } from 'vitest';
import { accountLinks, fingerprintOf, LINK_LIFETIME_MS } from './account-links.ts';

describe('account links', () => {
  const links = accountLinks('hemmelighed-1');
  const now = 1_800_000_000_000;

  test('a token reads back for its purpose until it expires', () => {
    const token = links.sign('reset', 'lektor-1', fingerprintOf('scrypt$a$b'), now);
    expect(links.read(token, 'reset', now + LINK_LIFETIME_MS.reset - 1)).toMatchObject({
      subject: 'lektor-1',
      fingerprint: fingerprintOf('scrypt$a$b'),
    });
    expect(links.read(token, 'reset', now + LINK_LIFETIME_MS.reset)).toBe('expired');
    expect(links.read(token, 'verify', now)).toBe('invalid');
  });

  test('another secret, a changed payload or a malformed token is invalid', () => {
    const token = links.sign('verify', 'lektor-1', '', now);
    expect(accountLinks('hemmelighed-2').read(token, 'verify', now)).toBe('invalid');
    const [payload, mac] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const changed = Buffer.from(JSON.stringify({ ...claims, subject: 'lektor-2' })).toString('base64url');
    for (const bad of [`${changed}.${mac}`, `${payload}.`, payload!, `${token}.x`, 'x'.repeat(2000)]) {
      expect(links.read(bad, 'verify', now)).toBe('invalid');
    }
  });

  test('the fingerprint changes with the password hash and is empty without one', () => {
    expect(fingerprintOf('scrypt$a$b')).not.toBe(fingerprintOf('scrypt$a$c'));
    expect(fingerprintOf(null)).toBe('');
  });
});
