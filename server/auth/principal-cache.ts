/**
 * Signed-in principals kept per access token, so that a request with a token this process has seen verifies no
 * signature and reads no user or subscription again: a bounded least-recently-used map (TOKEN_CACHE_ENTRIES per
 * process). An entry lives until its token expires or one of the user's subscriptions ends, whichever is first;
 * before it is used, server/auth/auth-changes.ts confirms that neither the user nor the subscriptions changed and
 * that the grant was not revoked.
 */
import type { Principal } from './principal.ts';

export interface CachedPrincipal {
  principal: Principal;
  /** The user's auth_version the principal was read with. */
  version: number;
  /** The token's grant (claim `gid`), when the built-in provider issued it. */
  grantId: string | undefined;
  /** Milliseconds since the epoch after which the entry is not used. */
  until: number;
}

export interface PrincipalCache {
  get(token: string, now?: number): CachedPrincipal | undefined;
  set(token: string, entry: CachedPrincipal): void;
  delete(token: string): void;
  readonly size: number;
}

export function principalCache(maxEntries: number): PrincipalCache {
  const entries = new Map<string, CachedPrincipal>();
  return {
    get(token, now = Date.now()) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      entries.delete(token);
      if (entry.until <= now) return undefined;
      entries.set(token, entry);
      return entry;
    },
    set(token, entry) {
      if (maxEntries <= 0) return;
      entries.delete(token);
      entries.set(token, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    delete(token) {
      entries.delete(token);
    },
    get size() {
      return entries.size;
    },
  };
}
