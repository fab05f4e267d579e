/**
 * The sign-in as the app sees it. oidc-client-ts (about 18 kB gzip) is a chunk of its own (oidc-auth-service.ts),
 * loaded only when a sign-in is stored in this browser or when one begins (login, callback, logout): a visitor's
 * first page does without it.
 */
import type { User } from 'oidc-client-ts';
import type { AuthConfig } from './auth-config.ts';

export interface AuthService {
  /**
   * The cached user at start: as stored while its access token is valid; renewed with the refresh token when it
   * has expired; null (and the cache cleared) when there is none or the renewal is refused.
   */
  restoreUser(): Promise<User | null>;
  /** signUp: open the provider's registration instead of its login form. */
  signIn(returnTo?: string, signUp?: boolean): Promise<void>;
  completeSignIn(): Promise<User>;
  signOut(): Promise<void>;
  onUserChanged(listener: (user: User | null) => void): void;
}

/** Where oidc-client-ts keeps the signed-in user (its WebStorageStateStore in local storage, prefix 'oidc.'). */
export const storedUserKey = (config: AuthConfig) => `oidc.user:${config.issuer}:${config.clientId}`;

export function createAuthService(config: AuthConfig, origin = window.location.origin): AuthService {
  let loaded: Promise<AuthService> | undefined;
  const listeners: ((user: User | null) => void)[] = [];
  const service = () => {
    loaded ??= import('./oidc-auth-service.ts').then(({ createOidcAuthService }) => {
      const oidc = createOidcAuthService(config, origin);
      for (const listener of listeners) oidc.onUserChanged(listener);
      return oidc;
    });
    return loaded;
  };
  return {
    async restoreUser() {
      if (!loaded && window.localStorage.getItem(storedUserKey(config)) === null) return null;
      return (await service()).restoreUser();
    },
    signIn: async (returnTo, signUp) => (await service()).signIn(returnTo, signUp),
    completeSignIn: async () => (await service()).completeSignIn(),
    signOut: async () => (await service()).signOut(),
    onUserChanged(listener) {
      if (loaded) void loaded.then((oidc) => oidc.onUserChanged(listener));
      else listeners.push(listener);
    },
  };
}
