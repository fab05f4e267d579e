import type { FromSchema } from 'json-schema-to-ts';
import type { classesShownParams, secondaryClassParams } from '../../schemas/transforms/domain.ts';
import { displayClassName } from '../class-names.ts';
import { roundHalfEven } from './round.ts';
import { asRows, isRecord, type Transform } from './transform.ts';

interface ScoredClass {
  class?: string;
  score: number;
  [field: string]: unknown;
}

/** The classes by descending score (ties keep their order); rows without a numeric score are left out. */
function ranked(input: unknown, transform: string): ScoredClass[] {
  return (asRows(input, transform).filter((c) => isRecord(c) && typeof c.score === 'number') as ScoredClass[])
    .map((c, i) => ({ c, i }))
    .sort((a, b) => b.c.score - a.c.score || a.i - b.i)
    .map(({ c }) => c);
}

/** Whether the classification page shows a second class next to the first (1.2 × and 0.5: docs/REPORTS.md). */
export function showsSecondClass(first: number, second: number): boolean {
  return !(first >= 1.2 * second || first >= 0.5);
}

/** Whether the page's message names a secondary class, by the rule of the genre or the audience page. */
export function namesSecondaryClass(rule: 'genre' | 'audience', first: number, second: number): boolean {
  if (rule === 'genre') return second >= 0.25 || first <= 0.5;
  return first / second <= 1.2 || first <= 0.5;
}

/** `classesShown`: the classes a genre or audience classification shows: the top one, and the second by the rule. */
export const classesShown: Transform<FromSchema<typeof classesShownParams>> = {
  name: 'classesShown',
  apply(input) {
    const [first, second] = ranked(input, 'classesShown');
    if (!first) return [];
    return second && showsSecondClass(first.score, second.score) ? [first, second] : [first];
  },
};

/** `secondaryClass`: the secondary class the page's message names, `{name, percent}`, or nothing. */
export const secondaryClass: Transform<FromSchema<typeof secondaryClassParams>> = {
  name: 'secondaryClass',
  apply(input, { rule }) {
    const [first, second] = ranked(input, 'secondaryClass');
    if (!first || !second || !namesSecondaryClass(rule, first.score, second.score)) return undefined;
    return {
      name: second.class === undefined ? undefined : displayClassName(second.class),
      percent: roundHalfEven(second.score * 100),
    };
  },
};
