/**
 * The sign-in oidc-client-ts keeps in local storage (its User.toStorageString()), read without loading
 * oidc-client-ts (about 17 kB gzip): a returning author's first page needs only the access token and the name.
 */
import type { User } from 'oidc-client-ts';
import type { AuthConfig } from './auth-config.ts';

/** What the app reads of a sign-in: oidc-client-ts' User has it, and so does a stored sign-in read by hand. */
export type SignedInUser = Pick<User, 'access_token' | 'expired' | 'expires_at' | 'profile' | 'state' | 'id_token'>;

/** Where oidc-client-ts keeps the signed-in user (its WebStorageStateStore in local storage, prefix 'oidc.'). */
export const storedUserKey = (config: AuthConfig) => `oidc.user:${config.issuer}:${config.clientId}`;

/** Seconds until the stored access token expires (negative once expired); undefined when it has no expiry. */
export function secondsLeft(user: Pick<User, 'expires_at'>, now = Date.now()): number | undefined {
  return user.expires_at === undefined ? undefined : user.expires_at - Math.floor(now / 1000);
}

/**
 * The stored sign-in, when it can be read: JSON with an access token and a numeric expiry. Anything else gives
 * undefined, and the caller hands the case to oidc-client-ts (which clears what it cannot use).
 */
export function readStoredUser(json: string | null): SignedInUser | undefined {
  if (json === null) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!stored || typeof stored !== 'object') return undefined;
  const { access_token, expires_at, profile } = stored as Record<string, unknown>;
  if (typeof access_token !== 'string' || access_token === '' || typeof expires_at !== 'number') return undefined;
  const user = {
    access_token,
    expires_at,
    profile: (profile && typeof profile === 'object' ? profile : {}) as User['profile'],
    state: undefined,
    get expired() {
      return (secondsLeft(user) ?? 1) <= 0;
    },
  };
  return user;
}
