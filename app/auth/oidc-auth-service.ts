/**
 * Sign-in with oidc-client-ts: authorization code + PKCE, the user cached in local storage, silent renewal
 * with refresh tokens (access tokens live 10 minutes), one renewal at a time across tabs (token-renewal.ts). The
 * redirect returns to /callback on the same origin.
 * Logout revokes the refresh token where the provider offers revocation, removes the cached user and ends the
 * provider session (id_token_hint: no confirmation asked).
 * Loaded by auth-service.ts only when a sign-in is stored or begins.
 */
import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { CALLBACK_PATH } from '../../schemas/api/app-config.ts';
import type { AuthConfig } from './auth-config.ts';
import type { AuthService } from './auth-service.ts';
import { keepMetadata, takeMetadata } from './metadata-handoff.ts';
import { indexedDbHandoff } from './renewal-handoff.ts';
import { RENEW_BEFORE_SECONDS } from './renewal-timing.ts';
import { tokenRenewal } from './token-renewal.ts';

/**
 * How registration is asked for: the built-in provider (issuer {origin}/oidc) opens its sign-up form for
 * `signup=1`; an external provider gets `prompt=create` (OpenID Connect "Initiating User Registration").
 */
function signUpRequest(config: AuthConfig, origin: string) {
  return config.issuer === `${origin}/oidc` ? { extraQueryParams: { signup: '1' } } : { prompt: 'create' };
}

/** The API named in the authorization request as the provider expects it (docs/IDENTITY.md). */
function audienceRequest(config: AuthConfig) {
  switch (config.audienceParameter ?? 'resource') {
    case 'audience':
      return { extraQueryParams: { audience: config.apiAudience } };
    case 'none':
      return {};
    default:
      return { resource: config.apiAudience };
  }
}

/** Revokes the refresh token where the provider offers revocation; a failure does not stop the logout. */
async function revokeRefreshToken(manager: UserManager): Promise<void> {
  try {
    const user = await manager.getUser();
    if (!user?.refresh_token || !(await manager.metadataService.getRevocationEndpoint(false))) return;
    await manager.revokeTokens(['refresh_token']);
  } catch (error) {
    console.warn('the refresh token could not be revoked', error);
  }
}

export function createOidcAuthService(config: AuthConfig, origin = window.location.origin): AuthService {
  // The provider's endpoints as the page was given them (the built-in provider, auth-config.ts), or on the callback
  // page as the login page read them (an external provider, metadata-handoff.ts): no discovery document read.
  const metadata =
    config.providerMetadata ?? (window.location.pathname === CALLBACK_PATH ? takeMetadata(config.issuer) : undefined);
  const manager = new UserManager({
    authority: config.issuer,
    ...(metadata ? { metadata } : {}),
    client_id: config.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.scopes ?? 'openid profile email',
    ...audienceRequest(config),
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: RENEW_BEFORE_SECONDS,
    loadUserInfo: false,
  });
  const renew = tokenRenewal(manager, indexedDbHandoff);
  /**
   * Forgets the sign-in in this browser: the last renewal's tokens, then the stored user (whose removal the app
   * shows at once, so on sign-out nothing may wait between it and the provider's end-session redirect).
   */
  const forget = async () => {
    await indexedDbHandoff.clear();
    await manager.removeUser();
  };
  /** A refused renewal forgets the sign-in: the route guard then sends the author to the login form. */
  const renewOrForget = async (): Promise<User | null> => {
    try {
      return await renew();
    } catch (error) {
      console.warn('the sign-in could not be renewed', error);
      await forget();
      return null;
    }
  };
  manager.events.addAccessTokenExpiring(() => void renewOrForget());
  return {
    async restoreUser() {
      const stored = await manager.getUser();
      if (!stored) return null;
      if (!stored.expired) return stored;
      if (!stored.refresh_token) {
        await forget();
        return null;
      }
      return renewOrForget();
    },
    async signIn(returnTo, signUp = false) {
      // An external provider's discovery document, read here (a failure: the provider does not answer), is kept
      // for this tab's callback page.
      if (!config.providerMetadata) keepMetadata(config.issuer, await manager.metadataService.getMetadata());
      await manager.signinRedirect({ state: { returnTo }, ...(signUp ? signUpRequest(config, origin) : {}) });
    },
    completeSignIn: () => manager.signinRedirectCallback(),
    async signOut() {
      const user = await manager.getUser();
      await revokeRefreshToken(manager);
      await forget();
      if (user?.id_token) await manager.signoutRedirect({ id_token_hint: user.id_token });
      else window.location.assign(`${origin}/`);
    },
    discard: forget,
    onUserChanged(listener) {
      manager.events.addUserLoaded((user) => listener(user));
      manager.events.addUserUnloaded(() => listener(null));
      manager.events.addUserSignedOut(() => listener(null));
    },
  };
}
