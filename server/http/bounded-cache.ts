import { LRUCache } from 'lru-cache';

/**
 * A per-process cache bounded in bytes (lru-cache's `maxSize`): least recently used entries leave first, and an
 * entry larger than the whole bound is never kept. Values are whatever the caller sizes (a prepared answer counts
 * all its encodings); a key counts its length.
 */
export class BoundedCache<V extends {}> {
  private readonly entries: LRUCache<string, V> | undefined;

  constructor(
    readonly maxBytes: number,
    sizeOf: (value: V) => number,
  ) {
    if (!Number.isSafeInteger(maxBytes) || maxBytes < 0)
      throw new Error(`A cache bound must be bytes ≥ 0, not ${maxBytes}`);
    // lru-cache needs a bound above 0; a bound of 0 keeps nothing.
    this.entries =
      maxBytes === 0
        ? undefined
        : new LRUCache<string, V>({
            maxSize: maxBytes,
            sizeCalculation: (value, key) => Math.max(1, sizeOf(value) + key.length),
          });
  }

  get bytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  get(key: string): V | undefined {
    return this.entries?.get(key);
  }

  /** Keeps the value unless it alone is over the bound; returns whether it was kept. */
  set(key: string, value: V): boolean {
    if (!this.entries) return false;
    this.entries.delete(key);
    this.entries.set(key, value);
    return this.entries.has(key);
  }

  delete(key: string): void {
    this.entries?.delete(key);
  }
}
