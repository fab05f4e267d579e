/**
 * The callback page's sign-in begun as early as the page allows (issue 33 point 4). The server gives the callback's
 * document a small script of its own (app/callback-main.ts, before the entry's script), which runs before the app's
 * entry has been evaluated and begins the code exchange; the entry (app/main.tsx) then takes the same auth service,
 * and begins the rest of the sign-in (RootStore.completeSignIn) before its first render. Whichever comes first begins
 * the exchange, once: the provider's code can be exchanged only once.
 */

import { CALLBACK_PATH } from '../../schemas/api/app-config.ts';
import type { AuthConfig } from './auth-config.ts';
import { type AuthService, createAuthService, type SignedInUser } from './auth-service.ts';

let callbackService: AuthService | undefined;

/**
 * The callback page's auth service: made once per document, its `completeSignIn` begun once (later calls take the
 * same exchange). `create`: the tests' stand-in.
 */
export function callbackAuthService(config: AuthConfig, create = createAuthService): AuthService {
  if (!callbackService) {
    const service = create(config);
    let completing: Promise<SignedInUser> | undefined;
    callbackService = {
      ...service,
      completeSignIn: () => {
        completing ??= service.completeSignIn();
        return completing;
      },
    };
  }
  return callbackService;
}

/** Forgets the callback page's auth service (tests). */
export function forgetCallbackAuthService(): void {
  callbackService = undefined;
}

export function beginCallbackSignIn(root: { completeSignIn(): Promise<unknown> }, pathname: string): void {
  if (pathname !== CALLBACK_PATH) return;
  // The callback page shows a failure: here it is only kept from being reported as unhandled.
  root.completeSignIn().catch(() => undefined);
}
