import { displayClassName } from './class-names.ts';
import type { AnalysisSource } from './report-context.ts';
import { infoBoxes } from './rules/info-boxes.ts';
import { secondaryClassText, shownClasses } from './rules/shown-classes.ts';
import { totalScore, totalScoreSetting } from './rules/total-score.ts';

/**
 * The functions a definition's expressions may call: a curated set of JSONata built-ins (no $eval, no clock,
 * no randomness: a page renders the same every time; no `$pad`, which allocates a string as wide as asked) plus
 * Lektør's own, listed here, and `$reportId(key)`, which the expression compiler adds with the definitions' ids.
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
  /**
   * `$appearances(entity)`: how often a character or place appears, as the Karakter and Scener lists say it:
   * 'Optræder {n} gange', or its share of the mentions when the analysis gave only {name, score} (spec shape).
   */
  appearances: {
    impl: (entity: { occurrences?: number; score?: number } | undefined) => {
      if (!entity) return undefined;
      if (typeof entity.occurrences === 'number') return `Optræder ${entity.occurrences} gange`;
      if (typeof entity.score !== 'number') return undefined;
      return `${Math.round(entity.score * 100).toLocaleString('da-DK')} % af omtalerne`;
    },
    signature: '<o-:s>',
  },
  /**
   * `$radar(axes)`: the points of a radar comparing the book with its similar books. Each axis is
   * {axis, book, similar, max}: 'Din bog' at book / max and 'Lignende bøger' at similar / max (left out when
   * similar is absent), clamped to 0..1; without `max` the axis is scaled to 1.25 × the larger of the two, so
   * rates without a natural maximum (replies per 1,000 words) are compared by their ratio.
   */
  radar: {
    impl: (axes: unknown) => radarPoints(axes),
    signature: '<x:a>',
  },
  /** `$similarity(score)`: a cliché match's similarity 0..1 as the percent the page shows (0 is shown as 100, spec). */
  similarity: {
    impl: (score: number | undefined) =>
      score === undefined ? undefined : score === 0 ? 100 : Math.round(score * 100),
    signature: '<n-:n>',
  },
  /**
   * `$archetypeTitle(texts, type, name)`: the archetype's name as the page shows it: the content's `typeName` for
   * the type (the editors' Danish name), else the model's name.
   */
  archetypeTitle: {
    impl: (texts: unknown, type: number | undefined, name: string | undefined) => {
      const list = (Array.isArray(texts) ? texts : texts ? [texts] : []) as { type?: number; typeName?: string }[];
      return list.find((entry) => entry.type === type)?.typeName ?? name;
    },
    signature: '<x-n?s?:s>',
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
  /**
   * `$totalScore(globalAnalyzed, globalUser, $context.source)`: the one total 0..100 the server derived, for the
   * page's 'Analyseret'/'Angivet' setting (engine/rules/total-score.ts).
   */
  totalScore: {
    impl: (analysed: unknown, given: unknown, source: AnalysisSource | undefined) =>
      totalScore(analysed, given, source),
    signature: '<xxs?:n>',
  },
  /** `$totalSetting($context.source)`: what the total is measured against, said next to it. */
  totalSetting: {
    impl: (source: AnalysisSource | undefined) => totalScoreSetting(source),
    signature: '<s?:s>',
  },
  /** `$infoBoxes($content)`: the dashboard's info boxes, each with value and RAG level or why not (rules/info-boxes.ts). */
  infoBoxes: {
    impl: (content: Record<string, unknown> | undefined) => infoBoxes(content),
    signature: '<o?:a>',
  },
  /** `$shownClasses(classes)`: the one or two genre/audience classes shown (engine/rules/shown-classes.ts). */
  shownClasses: {
    impl: (classes: unknown) => shownClasses(classes),
    signature: '<x?:a>',
  },
  /** `$secondaryClass(classes, 'genre')`: 'Sekundær genre: Gys (30 %)' when a second class is shown. */
  secondaryClass: {
    impl: (classes: unknown, kind: string) => secondaryClassText(classes, kind),
    signature: '<x?s:s>',
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

interface RadarAxis {
  axis: string;
  book?: number;
  similar?: number;
  max?: number;
}

function radarPoints(axes: unknown): { axis: string; series: string; value: number }[] {
  const list = (Array.isArray(axes) ? axes : axes ? [axes] : []) as RadarAxis[];
  const fraction = (value: number, scale: number) => (scale > 0 ? Math.min(1, Math.max(0, value / scale)) : 0);
  return list.flatMap(({ axis, book, similar, max }) => {
    const hasSimilar = typeof similar === 'number' && Number.isFinite(similar);
    const own = typeof book === 'number' && Number.isFinite(book) ? book : 0;
    const scale = max ?? 1.25 * Math.max(own, hasSimilar ? similar : 0);
    const points = [{ axis, series: 'Din bog', value: fraction(own, scale) }];
    if (hasSimilar) points.push({ axis, series: 'Lignende bøger', value: fraction(similar, scale) });
    return points;
  });
}

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

/** Functions whose implementation depends on the loaded definitions (registered by compileExpression). */
export const definitionFunctions = new Set(['reportId', 'scoreItems', 'scoreItemsDone']);

export function isKnownFunction(name: string): boolean {
  return builtinFunctions.has(name) || name in engineFunctions || definitionFunctions.has(name);
}
