/** Ordering and conditions as data, shared by `sort`, `filter` and the display rules. */
import type { ComparisonJson } from '../../schemas/report-definition.ts';
import { readPath } from './path.ts';
import type { TransformEnv } from './transform.ts';

/** Numbers by value, texts by code unit (as JSONata's order-by); undefined when the two cannot be compared. */
export function compareValues(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
}

const none = (value: unknown) => value === undefined || value === null;
/** No value, an empty list or an object without fields. */
const isEmpty = (value: unknown) =>
  none(value) ||
  (Array.isArray(value) ? value.length === 0 : typeof value === 'object' && Object.keys(value as object).length === 0);

/** Whether `value` (the field of it the comparison names) satisfies the comparison. */
export function holds(comparison: ComparisonJson, value: unknown, env?: TransformEnv): boolean {
  const actual = comparison.field === undefined ? value : readPath(value, comparison.field, env);
  switch (comparison.op) {
    case 'exists':
      return !none(actual);
    case 'missing':
      return none(actual);
    case 'empty':
      return isEmpty(actual);
    case 'notEmpty':
      return !isEmpty(actual);
    case '=':
      return actual === comparison.value;
    case '!=':
      return actual !== comparison.value;
    default: {
      const order = compareValues(actual, comparison.value);
      if (order === undefined) return false;
      if (comparison.op === '<') return order < 0;
      if (comparison.op === '<=') return order <= 0;
      if (comparison.op === '>') return order > 0;
      return order >= 0;
    }
  }
}
