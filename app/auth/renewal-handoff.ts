/**
 * The tokens of the last renewal, handed from the tab that renewed to the tabs that waited for it.
 *
 * Local storage cannot do this: Chromium gives each tab a copy of it that other tabs' writes reach a moment later,
 * so a tab that gets the renewal lock right after another tab renewed may still read the spent refresh token, use
 * it again, and have the provider revoke the whole sign-in (seen in the two-tab browser test). IndexedDB is kept
 * in one place for all tabs: a write whose transaction has completed is read by every transaction begun after it.
 * The record names the refresh token that renewal spent, so a tab holding that token knows to take the new ones.
 */

export interface RenewalRecord {
  /** The refresh token the renewal used (and the provider will not take again). */
  spentRefreshToken: string;
  /** The renewed user as oidc-client-ts stores it (User.toStorageString()). */
  user: string;
}

export interface RenewalHandoff {
  /** The renewed user when `refreshToken` was spent by another tab's renewal; undefined otherwise. */
  takenOver(refreshToken: string): Promise<string | undefined>;
  /** Records a renewal; resolves once every tab can read it. */
  record(record: RenewalRecord): Promise<void>;
  /** Forgets the record (on sign-out or a refused renewal). */
  clear(): Promise<void>;
}

const DATABASE = 'lektor-auth';
const STORE = 'renewal';
const KEY = 'latest';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Runs `use` in one transaction and resolves when the transaction has completed (a write is then durable). */
async function inTransaction<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = use(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

function isRecord(value: unknown): value is RenewalRecord {
  const record = value as Partial<RenewalRecord> | undefined;
  return typeof record?.spentRefreshToken === 'string' && typeof record.user === 'string';
}

/**
 * The handoff in IndexedDB. Where IndexedDB cannot be used (it is missing, or the browser refuses it), the tabs
 * fall back to what local storage shows them, as before.
 */
export const indexedDbHandoff: RenewalHandoff = {
  async takenOver(refreshToken) {
    if (typeof indexedDB === 'undefined') return undefined;
    try {
      const record = await inTransaction<unknown>('readonly', (store) => store.get(KEY));
      return isRecord(record) && record.spentRefreshToken === refreshToken ? record.user : undefined;
    } catch (error) {
      console.warn('the renewal handoff could not be read', error);
      return undefined;
    }
  },
  async record(record) {
    if (typeof indexedDB === 'undefined') return;
    await inTransaction('readwrite', (store) => store.put(record, KEY)).catch((error: unknown) =>
      console.warn('the renewal handoff could not be written', error),
    );
  },
  async clear() {
    if (typeof indexedDB === 'undefined') return;
    await inTransaction('readwrite', (store) => store.delete(KEY)).catch((error: unknown) =>
      console.warn('the renewal handoff could not be cleared', error),
    );
  },
};
