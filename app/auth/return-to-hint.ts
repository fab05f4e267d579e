/**
 * Where a sign-in begun in this tab was going, kept in session storage beside oidc-client-ts's own state: the
 * callback page starts that page's code and first reads while the sign-in completes. Only a hint (taken once);
 * where the author goes is the sign-in's own state. Written by the login page (the app's and the small one,
 * login-main.ts), read by the callback page.
 */
export const RETURN_TO_HINT_KEY = 'lektor.returnTo';

export function rememberReturnTo(returnTo: string | undefined, storage: Storage = window.sessionStorage): void {
  if (!returnTo) return;
  try {
    storage.setItem(RETURN_TO_HINT_KEY, returnTo);
  } catch {
    // Without session storage the callback page simply starts nothing early.
  }
}

export function takeReturnTo(storage: Storage = window.sessionStorage): string | undefined {
  try {
    const hint = storage.getItem(RETURN_TO_HINT_KEY) ?? undefined;
    storage.removeItem(RETURN_TO_HINT_KEY);
    return hint;
  } catch {
    return undefined;
  }
}
