import { describe, expect, it } from 'vitest';
import { baseApi, fakeAuthService } from '../test-support/render-app.tsx';
import { RootStore } from './RootStore.ts';

describe('RootStore.onDemand (the stores of one area, created on first use)', () => {
  it('creates a store once per root, on its first use', () => {
    const root = new RootStore(fakeAuthService(true), baseApi().asClient());
    let created = 0;
    const create = () => ({ id: ++created });
    expect(created).toBe(0);
    const first = root.onDemand(create);
    expect(root.onDemand(create)).toBe(first);
    expect(created).toBe(1);
    const other = new RootStore(fakeAuthService(true), baseApi().asClient());
    expect(other.onDemand(create)).not.toBe(first);
  });

  it('clears them with the user data at sign-out', async () => {
    const root = new RootStore(fakeAuthService(true), baseApi().asClient());
    const store = root.onDemand(() => ({
      cleared: 0,
      clear() {
        this.cleared += 1;
      },
    }));
    const withoutClear = root.onDemand(() => ({ value: 1 }));
    await root.signOut();
    expect(store.cleared).toBe(1);
    expect(withoutClear.value).toBe(1);
  });
});
