/**
 * The signed, expiring links of the built-in identity provider's e-mails: verify an e-mail, reset a password.
 * A token is base64url(JSON) + '.' + HMAC-SHA256; a reset token also carries a fingerprint of the password hash
 * it was made for, so that the link stops working once the password has been changed.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type LinkPurpose = 'verify' | 'reset';

interface LinkClaims {
  purpose: LinkPurpose;
  subject: string;
  /** Expiry, milliseconds since the epoch. */
  expires: number;
  fingerprint: string;
}

export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  verify: 48 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** What a token is bound to besides its subject: a fingerprint of the password hash (or '' for none). */
export function fingerprintOf(passwordHash: string | null): string {
  return passwordHash ? createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16) : '';
}

export interface AccountLinks {
  sign(purpose: LinkPurpose, subject: string, fingerprint: string, now?: number): string;
  /** The claims of a token made here for this purpose, 'expired', or 'invalid' (tampered, foreign, malformed). */
  read(token: string, purpose: LinkPurpose, now?: number): LinkClaims | 'expired' | 'invalid';
}

export function accountLinks(secret: string): AccountLinks {
  const key = createHmac('sha256', secret).update('lektor account links').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(purpose, subject, fingerprint, now = Date.now()) {
      const claims: LinkClaims = { purpose, subject, expires: now + LINK_LIFETIME_MS[purpose], fingerprint };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    read(token, purpose, now = Date.now()) {
      if (token.length > 1000) return 'invalid';
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return 'invalid';
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      let claims: LinkClaims;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkClaims;
      } catch {
        return 'invalid';
      }
      if (claims.purpose !== purpose || typeof claims.subject !== 'string') return 'invalid';
      return claims.expires > now ? claims : 'expired';
    },
  };
}
