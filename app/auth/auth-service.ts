/**
 * The sign-in as the app sees it. oidc-client-ts (about 17 kB gzip) is a chunk of its own (oidc-auth-service.ts),
 * loaded only when it has work to do: a sign-in begins or ends (login, callback, logout), the stored access token
 * has expired or is about to (renewal), or the stored sign-in cannot be read by hand. A visitor's first page and a
 * returning author's with a valid token do without it; it is fetched in time for the token's renewal.
 */
import type { AuthConfig } from './auth-config.ts';
import { RENEW_BEFORE_SECONDS } from './renewal-timing.ts';
import { readStoredUser, type SignedInUser, secondsLeft, storedUserKey } from './stored-user.ts';

export type { SignedInUser } from './stored-user.ts';

export interface AuthService {
  /**
   * The cached user at start: as stored while its access token is valid; renewed with the refresh token when it
   * has expired; null (and the cache cleared) when there is none or the renewal is refused.
   */
  restoreUser(): Promise<SignedInUser | null>;
  /** signUp: open the provider's registration instead of its login form. */
  signIn(returnTo?: string, signUp?: boolean): Promise<void>;
  completeSignIn(): Promise<SignedInUser>;
  signOut(): Promise<void>;
  /** Forgets the sign-in in this browser without the provider (a sign-in Lektør refused). */
  discard(): Promise<void>;
  onUserChanged(listener: (user: SignedInUser | null) => void): void;
  /** The account exists before the app tells the server of the sign-in (the built-in provider's accounts). */
  readonly accountsExist?: boolean;
}

/** oidc-client-ts is fetched this many seconds before the renewal is due, so that it is there in time. */
export const LOAD_BEFORE_RENEWAL_SECONDS = 30;

type LoadOidc = () => Promise<{ createOidcAuthService(config: AuthConfig, origin: string): AuthService }>;

const loadOidc: LoadOidc = () => import('./oidc-auth-service.ts');

export function createAuthService(
  config: AuthConfig,
  origin = window.location.origin,
  load: LoadOidc = loadOidc,
): AuthService {
  let loaded: Promise<AuthService> | undefined;
  let ready: AuthService | undefined;
  const listeners: ((user: SignedInUser | null) => void)[] = [];
  const service = () => {
    loaded ??= load().then(({ createOidcAuthService }) => {
      ready = createOidcAuthService(config, origin);
      for (const listener of listeners) ready.onUserChanged(listener);
      return ready;
    });
    return loaded;
  };
  /**
   * Hands the sign-in to oidc-client-ts before the token's renewal is due: it restores the stored user (and sets
   * its expiry timers, or renews at once when the timer fired late, after the computer slept).
   */
  const handOverBeforeRenewal = (user: SignedInUser) => {
    const seconds = (secondsLeft(user) ?? 0) - RENEW_BEFORE_SECONDS - LOAD_BEFORE_RENEWAL_SECONDS;
    setTimeout(
      () => {
        void service()
          .then((oidc) => oidc.restoreUser())
          .then((restored) => {
            for (const listener of listeners) listener(restored);
          })
          .catch((error: unknown) => console.warn('the sign-in could not be handed over for renewal', error));
      },
      Math.min(Math.max(0, seconds) * 1000, 2 ** 31 - 1),
    );
  };
  return {
    accountsExist: config.builtInProvider === true,
    async restoreUser() {
      if (!loaded) {
        const json = window.localStorage.getItem(storedUserKey(config));
        if (json === null) return null;
        const stored = readStoredUser(json);
        if (stored && (secondsLeft(stored) ?? 0) > RENEW_BEFORE_SECONDS) {
          handOverBeforeRenewal(stored);
          return stored;
        }
      }
      return (await service()).restoreUser();
    },
    signIn: async (returnTo, signUp) => (await service()).signIn(returnTo, signUp),
    completeSignIn: async () => (await service()).completeSignIn(),
    signOut: async () => (await service()).signOut(),
    discard: async () => (await service()).discard(),
    onUserChanged(listener) {
      listeners.push(listener);
      ready?.onUserChanged(listener);
    },
  };
}
