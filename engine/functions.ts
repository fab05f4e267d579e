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
  /**
   * `$storyShapes()`: the six story shapes in type order, each with its model name and its course at 0, 25, 50,
   * 75 and 100 % of a book (mood −1..1), as the archetype charts draw them.
   */
  storyShapes: {
    impl: () => storyShapes.map((shape) => ({ ...shape, points: [...shape.points] })),
    signature: '<:a>',
  },
  /**
   * `$characteristics(list, classes)`: the characteristics the content lists, then, when the top class of a genre
   * or audience classification names its drivers, one more saying what in the book pulled toward it.
   */
  characteristics: {
    impl: (list: unknown, classes: unknown) => withDrivers(list, classes),
    signature: '<x-x?:a>',
  },
};

const storyShapes = [
  { type: 1, name: 'Rags to Riches', points: [-1, -0.5, 0, 0.5, 1] },
  { type: 2, name: 'Tragedy', points: [1, 0.5, 0, -0.5, -1] },
  { type: 3, name: 'Icarus', points: [-1, 0.2, 1, 0.2, -1] },
  { type: 4, name: 'Man in a Hole', points: [1, -0.2, -1, -0.2, 1] },
  { type: 5, name: 'Cinderella', points: [-1, 0.6, -0.4, 0.3, 1] },
  { type: 6, name: 'Oedipus', points: [1, -0.6, 0.4, -0.3, -1] },
] as const;

interface Characteristic {
  metric: string;
  text: string;
}

function withDrivers(list: unknown, classes: unknown): Characteristic[] {
  const given = (Array.isArray(list) ? list : list ? [list] : []) as Characteristic[];
  const ranked = (Array.isArray(classes) ? classes : classes ? [classes] : []) as {
    class?: string;
    score?: number;
    drivers?: string[];
  }[];
  const top = [...ranked].sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
  if (!top?.class || !Array.isArray(top.drivers) || top.drivers.length === 0) return given;
  const name = displayClassName(top.class);
  return [...given, { metric: name, text: `Det, der trak mest mod ${name} i din bog: ${top.drivers.join(', ')}.` }];
}

export function isKnownFunction(name: string): boolean {
  return builtinFunctions.has(name) || name in engineFunctions;
}
