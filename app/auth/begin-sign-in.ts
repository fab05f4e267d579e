/**
 * The beginning of a sign-in, as '/login' does it (the small page of its own, login-main.ts; the app's LoginPage for
 * a navigation inside the app): signed in already → nothing to begin; otherwise the page the author was going to
 * is noted for the callback page and the provider's login form (or its registration) is opened.
 */
import type { AuthService } from './auth-service.ts';
import { rememberReturnTo } from './return-to-hint.ts';

export const PROVIDER_UNAVAILABLE = 'Login-tjenesten svarer ikke lige nu. Prøv igen om lidt.';

export interface LoginRequest {
  returnTo?: string;
  /** '/login?signup=1': the provider's registration ('Opret bruger'). */
  signUp: boolean;
}

/** The login link's query: `returnTo` (a path of this app) and `signup=1`. */
export function loginRequest(search: string): LoginRequest {
  const params = new URLSearchParams(search);
  const returnTo = params.get('returnTo') || undefined;
  return { ...(returnTo ? { returnTo } : {}), signUp: params.get('signup') === '1' };
}

/**
 * 'signed-in' when the stored sign-in is valid (renewed if it had to be); otherwise the provider's page is opened
 * and 'redirecting' returned. A failure (the provider's discovery document unreadable: it does not answer) is
 * thrown for the page to say so.
 */
export async function beginSignIn(
  service: Pick<AuthService, 'restoreUser' | 'signIn'>,
  { returnTo, signUp }: LoginRequest,
  remember: (returnTo: string | undefined) => void = rememberReturnTo,
): Promise<'signed-in' | 'redirecting'> {
  const user = await service.restoreUser();
  if (user && !user.expired) return 'signed-in';
  remember(returnTo);
  await service.signIn(returnTo, signUp);
  return 'redirecting';
}
