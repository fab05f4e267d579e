/** The editors' area store, one per signed-in app (kept while the editor moves between the list and a page). */

import { useStores } from '../../stores/context.ts';
import { EditorStore } from '../../stores/EditorStore.ts';
import type { RootStore } from '../../stores/RootStore.ts';

const stores = new WeakMap<RootStore, EditorStore>();

export function useEditorStore(): EditorStore {
  const root = useStores();
  let store = stores.get(root);
  if (!store) {
    store = new EditorStore(root.api);
    stores.set(root, store);
  }
  return store;
}
