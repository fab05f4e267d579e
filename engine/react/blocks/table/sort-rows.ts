export type SortDirection = 'ascending' | 'descending';

/** Rows sorted by one field: numbers numerically, text by Danish collation; the input is not changed. */
export function sortRows<T extends Record<string, unknown>>(
  rows: readonly T[],
  key: string,
  direction: SortDirection,
): T[] {
  const collator = new Intl.Collator('da-DK', { numeric: true });
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * collator.compare(String(x ?? ''), String(y ?? ''));
  });
}
