/** The built-in identity provider's signing key and cookie secret, created once and kept in the database. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/database.ts';
import { identityKeys } from '../db/schema.ts';

export interface IdentitySecrets {
  signingKey: JWK;
  cookieKeys: string[];
}

async function loadOrCreate(db: Db, kid: string, create: () => Promise<JWK>): Promise<JWK> {
  const found = await db.select().from(identityKeys).where(eq(identityKeys.kid, kid));
  if (found[0]) return found[0].jwk as JWK;
  await db
    .insert(identityKeys)
    .values({ kid, jwk: await create() })
    .onConflictDoNothing();
  const stored = await db.select().from(identityKeys).where(eq(identityKeys.kid, kid));
  return stored[0]!.jwk as JWK;
}

export async function loadIdentitySecrets(db: Db): Promise<IdentitySecrets> {
  const signingKey = await loadOrCreate(db, 'signing-1', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    return { ...(await exportJWK(privateKey)), kid: 'signing-1', alg: 'RS256', use: 'sig' };
  });
  const cookies = await loadOrCreate(db, 'cookies-1', async () => ({
    kty: 'oct',
    k: randomBytes(32).toString('base64url'),
  }));
  return { signingKey, cookieKeys: [String(cookies.k)] };
}

/** The public half of a private RSA JWK. */
export function publicJwk(key: JWK): JWK {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use };
}
