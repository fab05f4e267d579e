/**
 * '/login' as a page of its own (issue 33 point 4): the login link's document only hands the author to the
 * provider, so it loads oidc-client-ts and the sign-in code, not the app (React, the router, the stores: some
 * twenty files evaluated only to redirect). The provider's own form prefetches the app's code for the callback
 * page (server/auth/prefetch-links.ts). A navigation inside the app to '/login' still shows the app's LoginPage.
 */
import { fetchAuthConfig } from './auth/auth-config.ts';
import { createAuthService } from './auth/auth-service.ts';
import { beginSignIn, loginRequest, PROVIDER_UNAVAILABLE } from './auth/begin-sign-in.ts';
import * as oidc from './auth/oidc-auth-service.ts';
import './styles/app.css';

/** The provider does not answer: said in Danish in the page's alert dialog, as the app's error dialog says it. */
function showUnavailable(): void {
  const dialog = document.getElementById('login-error') as HTMLDialogElement | null;
  const message = document.getElementById('login-error-message');
  if (!dialog || !message) return;
  message.textContent = PROVIDER_UNAVAILABLE;
  dialog.querySelector('button')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    const status = document.getElementById('login-status');
    if (status) status.hidden = true;
    const retry = document.getElementById('login-retry');
    if (retry) {
      // Try again where the author was sent from (the address keeps its returnTo).
      retry.querySelector('a')?.setAttribute('href', window.location.href);
      retry.hidden = false;
    }
  });
  dialog.showModal();
}

async function start(): Promise<void> {
  const config = await fetchAuthConfig();
  const service = createAuthService(config, window.location.origin, async () => oidc);
  if ((await beginSignIn(service, loginRequest(window.location.search))) === 'signed-in') {
    window.location.replace('/');
  }
}

start().catch((error: unknown) => {
  // The sign-in begins by reading the provider's discovery document: a failure is the provider not answering.
  console.error('the sign-in could not begin', error);
  showUnavailable();
});
