/**
 * Sign-in with oidc-client-ts: authorization code + PKCE, the user cached in local storage, silent renewal
 * with refresh tokens. The redirect returns to /callback on the same origin.
 */
import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AuthConfig } from './auth-config.ts';

export interface AuthService {
  getUser(): Promise<User | null>;
  signIn(returnTo?: string): Promise<void>;
  completeSignIn(): Promise<User>;
  signOut(): Promise<void>;
  onUserChanged(listener: (user: User | null) => void): void;
}

export function createAuthService(config: AuthConfig, origin = window.location.origin): AuthService {
  const manager = new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    resource: config.apiAudience,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
    loadUserInfo: false,
  });
  return {
    getUser: () => manager.getUser(),
    signIn: (returnTo) => manager.signinRedirect({ state: { returnTo } }),
    completeSignIn: () => manager.signinRedirectCallback(),
    async signOut() {
      const user = await manager.getUser();
      await manager.removeUser();
      if (user?.id_token) await manager.signoutRedirect({ id_token_hint: user.id_token });
      else window.location.assign(`${origin}/`);
    },
    onUserChanged(listener) {
      manager.events.addUserLoaded((user) => listener(user));
      manager.events.addUserUnloaded(() => listener(null));
      manager.events.addUserSignedOut(() => listener(null));
      manager.events.addSilentRenewError(() => listener(null));
    },
  };
}
