/**
 * The deny list of access tokens: a logout revokes its grant, and every access token of that grant (claim `gid`)
 * is refused until the last of them expires. Kept in the database, so every API process refuses the same tokens;
 * an entry is removed once it has expired.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { revokedGrants } from '../db/schema.ts';

/** The claim of a built-in provider's access token that names its grant. */
export const GRANT_CLAIM = 'gid';

/**
 * What a logout puts on the deny list for a token: the built-in provider's grant (`gid`); an external provider's
 * session (`sid`, as in Keycloak's access tokens), so that every token of the session is refused; else the token
 * itself. Undefined when the token has none of them.
 */
export function grantIdOf(claims: Record<string, unknown>): string | undefined {
  const text = (name: string) => (typeof claims[name] === 'string' && claims[name] !== '' ? claims[name] : undefined);
  const grant = text(GRANT_CLAIM);
  if (grant) return grant;
  const session = text('sid');
  if (session) return `sid:${claims.iss}:${session}`;
  // The token's own id: `jti`, Entra ID's `uti`, else the moment it was issued to that subject (two tokens of one
  // user in the same second are refused together, which a logout may well do).
  const id = text('jti') ?? text('uti');
  if (id) return `jti:${claims.iss}:${id}`;
  return typeof claims.iat === 'number' && typeof claims.sub === 'string'
    ? `iat:${claims.iss}:${claims.sub}:${claims.iat}`
    : undefined;
}

export interface RevokedGrants {
  /** Refuses the grant's access tokens for `seconds` (the access-token lifetime: none issued earlier lives longer). */
  revoke(grantId: string, seconds: number): Promise<void>;
  isRevoked(grantId: string): Promise<boolean>;
}

export function revokedGrantStore(db: Db): RevokedGrants {
  return {
    async revoke(grantId, seconds) {
      const expiresAt = new Date(Date.now() + seconds * 1000);
      await db
        .insert(revokedGrants)
        .values({ grantId, expiresAt })
        .onConflictDoUpdate({ target: revokedGrants.grantId, set: { expiresAt } });
      await db.delete(revokedGrants).where(lt(revokedGrants.expiresAt, new Date()));
    },
    async isRevoked(grantId) {
      const found = await db
        .select({ grantId: revokedGrants.grantId })
        .from(revokedGrants)
        .where(and(eq(revokedGrants.grantId, grantId), gt(revokedGrants.expiresAt, new Date())));
      return found.length > 0;
    },
  };
}
