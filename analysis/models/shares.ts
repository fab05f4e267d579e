/** Small arithmetic shared by the models: percentages and fractions rounded the same way everywhere. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;
}

export function share(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0;
}

/** How often something occurs per 10,000 words, to 2 decimals (0 for no words): a rate that does not grow with the book. */
export function perTenThousandWords(occurrences: number, words: number): number {
  return words > 0 ? Math.round((occurrences / words) * 1_000_000) / 100 : 0;
}

/** Adds to a count kept in a Map (fast with thousands of distinct words) or a plain record. */
export function bump(counts: Map<string, number> | Record<string, number>, key: string, by = 1): void {
  if (counts instanceof Map) counts.set(key, (counts.get(key) ?? 0) + by);
  else counts[key] = (counts[key] ?? 0) + by;
}

/**
 * A count map as the record the model section stores, most frequent first and ties in the order first met (a
 * stable sort): the page's top N are its first entries, and the browser's sort of an ordered list is linear
 * (docs/REPORTS.md, transforms). Every entry is kept: print shows the whole list.
 */
export function countsRecord(counts: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]));
}

/** A count record ordered as countsRecord orders a map. */
export function orderedCounts(counts: Record<string, number>): Record<string, number> {
  return countsRecord(new Map(Object.entries(counts)));
}

export function total(counts: Map<string, number> | Record<string, number>): number {
  let sum = 0;
  for (const n of counts instanceof Map ? counts.values() : Object.values(counts)) sum += n;
  return sum;
}

/** The `limit` most frequent entries, most frequent first (ties alphabetical). */
export function topCounts(counts: Record<string, number>, limit: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'da'))
      .slice(0, limit),
  );
}
