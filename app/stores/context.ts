import { createContext, useContext } from 'react';
import type { RootStore } from './RootStore.ts';

export const StoreContext = createContext<RootStore | null>(null);

/** The root store, for components (they observe stores; they never fetch on their own). */
export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStores outside StoreContext');
  return store;
}
