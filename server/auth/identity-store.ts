/**
 * The built-in identity provider's storage adapter (oidc-provider's Adapter interface) on the Lektør database:
 * one row per stored model instance, keyed by kind and id, expiring at `expires_at`. When the provider revokes a
 * grant (logout, a revoked or reused refresh token), its JWT access tokens, which are stored nowhere, go on the
 * deny list for as long as the newest of them can live.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database.ts';
import { identityState } from '../db/schema.ts';
import type { RevokedGrants } from './revoked-grants.ts';

const CLEANUP_EVERY = 200;

export interface GrantRevocation {
  revokedGrants: RevokedGrants;
  /** The access-token lifetime in seconds. */
  accessTokenSeconds: number;
}

export function identityStore(db: Db, revocation: GrantRevocation): (kind: string) => Adapter {
  let writes = 0;
  const removeExpired = () =>
    db
      .delete(identityState)
      .where(lt(identityState.expiresAt, new Date()))
      .catch(() => undefined);

  return (kind: string): Adapter => {
    const findWhere = async (condition: ReturnType<typeof eq>) => {
      const [row] = await db
        .select()
        .from(identityState)
        .where(and(eq(identityState.kind, kind), condition));
      if (!row || (row.expiresAt && row.expiresAt <= new Date())) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    };
    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          kind,
          id,
          payload: payload as object,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db
          .insert(identityState)
          .values(values)
          .onConflictDoUpdate({ target: [identityState.kind, identityState.id], set: values });
        if (++writes % CLEANUP_EVERY === 0) void removeExpired();
      },
      find: (id) => findWhere(eq(identityState.id, id)),
      findByUid: (uid) => findWhere(eq(identityState.uid, uid)),
      findByUserCode: (userCode) => findWhere(eq(identityState.userCode, userCode)),
      async consume(id) {
        await db
          .update(identityState)
          .set({ consumedAt: sql`now()` })
          .where(and(eq(identityState.kind, kind), eq(identityState.id, id)));
      },
      async destroy(id) {
        await db.delete(identityState).where(and(eq(identityState.kind, kind), eq(identityState.id, id)));
      },
      async revokeByGrantId(grantId) {
        if (kind === 'AccessToken') {
          await revocation.revokedGrants.revoke(grantId, revocation.accessTokenSeconds);
        }
        await db.delete(identityState).where(eq(identityState.grantId, grantId));
      },
    };
  };
}
