/** Red/amber/green levels of recommendations and scores (spec §9). */
export type Rag = 'R' | 'A' | 'G';

export const ragColours: Record<Rag, string> = { R: '#EF4444', A: '#E4B200', G: '#22C55E' };

export function asRag(value: unknown): Rag | undefined {
  return value === 'R' || value === 'A' || value === 'G' ? value : undefined;
}

/** Clamps a gauge value to 0..1 (spec §5); anything not a number gives 0. */
export function clampFraction(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/** Always an array: JSONata gives a single value for a one-item sequence and undefined for none. */
export function asArray<T = unknown>(value: unknown): T[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]) as T[];
}
