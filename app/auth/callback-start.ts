/**
 * The callback page's sign-in begun by the entry, before the app's first render (issue 33 point 4): the provider's
 * code is exchanged for the token while React renders the app, instead of after it, in the callback page's effect.
 * The page takes the same sign-in (RootStore.completeSignIn is begun once) and shows its failure.
 */

/** Where the provider sends the author back (the client's redirect URI). */
export const CALLBACK_PATH = '/callback';

export function beginCallbackSignIn(root: { completeSignIn(): Promise<unknown> }, pathname: string): void {
  if (pathname !== CALLBACK_PATH) return;
  // The callback page shows a failure: here it is only kept from being reported as unhandled.
  root.completeSignIn().catch(() => undefined);
}
