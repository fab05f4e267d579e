import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { UserStatusStore } from './UserStatusStore.ts';

function storeWith(subscription: number, purchased: number, complimentary: number, accessLevel: unknown = 'STANDARD') {
  const store = new UserStatusStore({} as ApiClient);
  store.status = {
    user: {
      id: 1,
      picture: null,
      name: 'Karen',
      subscriptionUploadsRemaining: subscription,
      purchasedUploadsRemaining: purchased,
      complimentaryUploadsRemaining: complimentary,
    },
    info: { role: 'AUTHOR', accessLevel },
  } as UserStatusStore['status'];
  return store;
}

describe('UserStatusStore', () => {
  it('adds the uploads of every source, and names the sources when more than one has some', () => {
    const store = storeWith(10, 0, 1);
    expect(store.uploadsLeft).toBe(11);
    expect(store.uploadsLeftSources).toBe('10 fra abonnementet, 1 gratis');
    expect(storeWith(10, 5, 1).uploadsLeftSources).toBe('10 fra abonnementet, 5 købt, 1 gratis');
  });

  it('needs no explanation when the uploads come from one source, or there are none', () => {
    expect(storeWith(10, 0, 0).uploadsLeftSources).toBeUndefined();
    expect(storeWith(0, 0, 0).uploadsLeftSources).toBeUndefined();
  });

  it('counts a missing or unknown access level as no subscription (spec: STANDARD or PREMIUM)', () => {
    expect(storeWith(0, 0, 0, null).hasSubscription).toBe(false);
    expect(storeWith(0, 0, 0, 'GOLD').hasSubscription).toBe(false);
    expect(storeWith(0, 0, 0, 'PREMIUM').hasSubscription).toBe(true);
  });
});
