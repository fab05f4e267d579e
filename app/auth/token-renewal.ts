/**
 * Renewing the access token with the refresh token, once across the browser's tabs. Every renewal rotates the
 * refresh token, and the provider takes a second use of a spent one for theft and revokes the whole sign-in; two
 * tabs renewing at the same moment (at start after a night away, or when their tokens near expiry together) would
 * sign the author out. So a renewal holds a Web Lock: the tab that gets it second finds the fresh tokens the first
 * one stored and takes them instead of renewing again.
 */
import type { User, UserManager } from 'oidc-client-ts';

export const RENEWAL_LOCK = 'lektor-token-renewal';
/** Renew this many seconds before the access token expires (oidc-client-ts' expiring notification). */
export const RENEW_BEFORE_SECONDS = 60;

export function tokenRenewal(manager: UserManager): () => Promise<User> {
  const renewUnderLock = async (): Promise<User> => {
    const stored = await manager.getUser();
    if (stored && (stored.expires_in ?? 0) > RENEW_BEFORE_SECONDS) {
      // Another tab renewed while this one waited: use its tokens (and restart this tab's expiry timers).
      await manager.events.load(stored);
      return stored;
    }
    const renewed = await manager.signinSilent();
    if (!renewed) throw new Error('The renewal returned no user');
    return renewed;
  };
  return async () => {
    if (!navigator.locks) return renewUnderLock();
    return (await navigator.locks.request(RENEWAL_LOCK, renewUnderLock)) as User;
  };
}
