/**
 * Answers the report pages read again and again while an author moves between them: kept per key for the visit,
 * the oldest dropped past a bound. A load that fails, or that `keep` refuses, is not kept, so the next read tries
 * again. One load runs per key at a time: pages opened together share it.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(
    private readonly bound: number,
    private readonly keep: (value: T) => boolean = () => true,
  ) {}

  /** Whether an answer for `key` is kept (or loading). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found) return found;
    const entry = load();
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.then((value) => (this.keep(value) ? undefined : forget()), forget);
    while (this.entries.size > this.bound) this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }

  /** Forgets every answer whose key starts with `prefix` (all of them without one). */
  forget(prefix = ''): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
