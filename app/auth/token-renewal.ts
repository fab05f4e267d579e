/**
 * Renewing the access token with the refresh token, once across the browser's tabs. Every renewal rotates the
 * refresh token, and the provider takes a second use of a spent one for theft and revokes the whole sign-in; two
 * tabs renewing at the same moment (at start after a night away, or when their tokens near expiry together) would
 * sign the author out. So a renewal holds a Web Lock, and the tab that renewed hands its new tokens to the tabs
 * that waited (renewal-handoff.ts): a tab that gets the lock second takes them instead of renewing again.
 */
import { User, type UserManager } from 'oidc-client-ts';
import { indexedDbHandoff, type RenewalHandoff } from './renewal-handoff.ts';
import { RENEW_BEFORE_SECONDS } from './renewal-timing.ts';

export const RENEWAL_LOCK = 'lektor-token-renewal';

type RenewingManager = Pick<UserManager, 'getUser' | 'signinSilent' | 'storeUser' | 'events'>;

const fresh = (user: User | null): boolean => (user?.expires_in ?? 0) > RENEW_BEFORE_SECONDS;

export function tokenRenewal(
  manager: RenewingManager,
  handoff: RenewalHandoff = indexedDbHandoff,
): () => Promise<User> {
  /** Makes `user` this tab's sign-in (stored, and this tab's expiry timers restarted). */
  const adopt = async (user: User): Promise<User> => {
    await manager.storeUser(user);
    await manager.events.load(user);
    return user;
  };
  const renewUnderLock = async (): Promise<User> => {
    const stored = await manager.getUser();
    // Another tab renewed while this one waited, and this tab already sees its tokens.
    if (stored && fresh(stored)) return adopt(stored);
    const spent = stored?.refresh_token;
    const handed = spent ? await handoff.takenOver(spent) : undefined;
    if (handed !== undefined) {
      const user = User.fromStorageString(handed);
      if (fresh(user)) return adopt(user);
    }
    // Without a refresh token oidc-client-ts would try a hidden iframe, which the providers' cookie and frame rules
    // make time out; the sign-in is refused at once instead, and the author signs in again (docs/IDENTITY.md).
    if (!spent) throw new Error('No refresh token to renew with');
    const renewed = await manager.signinSilent();
    if (!renewed) throw new Error('The renewal returned no user');
    if (spent) await handoff.record({ spentRefreshToken: spent, user: renewed.toStorageString() });
    return renewed;
  };
  return async () => {
    if (!navigator.locks) return renewUnderLock();
    return (await navigator.locks.request(RENEWAL_LOCK, renewUnderLock)) as User;
  };
}
