import { displayClassName } from './class-names.ts';

/**
 * The functions a definition's expressions may call: a curated set of JSONata built-ins (no $eval, no clock,
 * no randomness: a page renders the same every time) plus Lektør's own, listed here.
 */
export const builtinFunctions = new Set([
  'sum',
  'count',
  'max',
  'min',
  'average',
  'string',
  'substring',
  'substringBefore',
  'substringAfter',
  'lowercase',
  'uppercase',
  'length',
  'trim',
  'pad',
  'contains',
  'split',
  'join',
  'replace',
  'match',
  'number',
  'floor',
  'ceil',
  'round',
  'abs',
  'power',
  'sqrt',
  'boolean',
  'not',
  'exists',
  'type',
  'map',
  'filter',
  'reduce',
  'zip',
  'single',
  'sift',
  'keys',
  'lookup',
  'append',
  'spread',
  'merge',
  'reverse',
  'each',
  'sort',
  'distinct',
  'toMillis',
  'fromMillis',
]);

/** Lektør's own expression functions: name → implementation and JSONata signature. */
export const engineFunctions: Record<string, { impl: (...args: never[]) => unknown; signature: string }> = {
  /** `$clamp(x, lo, hi)`: x limited to [lo, hi] (gauge values clamp to 0..1). */
  clamp: {
    impl: (x: number | undefined, lo: number, hi: number) =>
      x === undefined ? undefined : Math.min(hi, Math.max(lo, x)),
    signature: '<n-nn:n>',
  },
  /** `$displayName(name)`: a class name as the product shows it (Spaending → Spænding, Boern → Børn). */
  displayName: {
    impl: (name: string | undefined) => (name === undefined ? undefined : displayClassName(name)),
    signature: '<s-:s>',
  },
};

export function isKnownFunction(name: string): boolean {
  return builtinFunctions.has(name) || name in engineFunctions;
}
