/** Small arithmetic shared by the models: percentages and fractions rounded the same way everywhere. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;
}

export function share(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0;
}

export function bump(counts: Record<string, number>, key: string, by = 1): void {
  counts[key] = (counts[key] ?? 0) + by;
}

/** The `limit` most frequent entries, most frequent first (ties alphabetical). */
export function topCounts(counts: Record<string, number>, limit: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'da'))
      .slice(0, limit),
  );
}
