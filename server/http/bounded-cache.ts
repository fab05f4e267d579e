/**
 * A per-process cache bounded in bytes: least recently used entries leave first, and an entry larger than the
 * whole bound is never kept. Values are whatever the caller sizes (a prepared answer counts all its encodings).
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private usedBytes = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {
    if (!Number.isSafeInteger(maxBytes) || maxBytes < 0)
      throw new Error(`A cache bound must be bytes ≥ 0, not ${maxBytes}`);
  }

  get bytes(): number {
    return this.usedBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value unless it alone is over the bound; returns whether it was kept. */
  set(key: string, value: V): boolean {
    const bytes = this.sizeOf(value) + key.length;
    this.delete(key);
    if (bytes > this.maxBytes) return false;
    while (this.usedBytes + bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, bytes });
    this.usedBytes += bytes;
    return true;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.usedBytes -= entry.bytes;
  }
}
