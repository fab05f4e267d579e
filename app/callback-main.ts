/**
 * The callback document's own small script (issue 33 point 4), given by the server at '/callback' only, before the
 * app's entry: it runs first (module scripts run in the document's order) and begins the code exchange at once,
 * with the sign-in's code (oidc-client-ts, preloaded) imported here rather than on demand, so that the token is
 * asked for while the app's entry is evaluated and first rendered. The app takes the same exchange
 * (app/auth/callback-start.ts) and shows its failure.
 */

import { CALLBACK_PATH } from '../schemas/api/app-config.ts';
import { fetchAuthConfig } from './auth/auth-config.ts';
import { createAuthService } from './auth/auth-service.ts';
import { callbackAuthService } from './auth/callback-start.ts';
import * as oidc from './auth/oidc-auth-service.ts';

if (window.location.pathname === CALLBACK_PATH) {
  fetchAuthConfig()
    .then((config) =>
      callbackAuthService(config, (loaded) =>
        createAuthService(loaded, window.location.origin, async () => oidc),
      ).completeSignIn(),
    )
    .catch(() => undefined);
}
