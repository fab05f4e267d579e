import { displayClassName } from './class-names.ts';
import type { AnalysisSource } from './report-context.ts';
import { infoBoxes } from './rules/info-boxes.ts';
import { secondaryClassText, shownClasses } from './rules/shown-classes.ts';
import { totalScore, totalScoreSetting } from './rules/total-score.ts';
import { archetypeTitle } from './story-shapes.ts';
import { similarityPercent } from './transforms/cliche-table.ts';

/**
 * The functions a definition's formulas may call: a curated set of JSONata built-ins (no $eval, no clock,
 * no randomness: a page renders the same every time; no `$pad`, which allocates a string as wide as asked; none
 * that needs a function as an argument, since a formula defines none: $map, $filter, $reduce, $sift and $each are
 * named transforms' work, engine/transforms) plus
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
  'zip',
  'single',
  'keys',
  'lookup',
  'append',
  'spread',
  'merge',
  'reverse',
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
  /** `$similarity(score)`: a cliché match's similarity 0..1 as the percent the page shows (0 is shown as 100, spec). */
  similarity: {
    impl: (score: number | undefined) => similarityPercent(score),
    signature: '<n-:n>',
  },
  /**
   * `$archetypeTitle(texts, type, name)`: the archetype's name as the page shows it: the content's `typeName` for
   * the type (the editors' Danish name), else the model's name.
   */
  archetypeTitle: {
    impl: (texts: unknown, type: number | undefined, name: string | undefined) => archetypeTitle(texts, type, name),
    signature: '<x-n?s?:s>',
  },
  /** `$displayName(name)`: a class name as the product shows it (Spaending → Spænding, Boern → Børn). */
  displayName: {
    impl: (name: string | undefined) => (name === undefined ? undefined : displayClassName(name)),
    signature: '<s-:s>',
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
