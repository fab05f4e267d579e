import type { FromSchema } from 'json-schema-to-ts';
import type { topParams } from '../../schemas/transforms/generic.ts';
import { readPath } from './path.ts';
import { asRows, type Transform } from './transform.ts';

/**
 * `top`: the first `n` rows (with `per`, the first `n` of each value of that field, in the rows' order); with
 * `printAll`, every row on a printed page (print shows the whole list). Linear.
 */
export const top: Transform<FromSchema<typeof topParams>> = {
  name: 'top',
  apply(input, { n, per, printAll }, env) {
    const rows = asRows(input, 'top');
    if (printAll && env.context.print === true) return rows;
    if (per === undefined) return rows.slice(0, n);
    const taken = new Map<unknown, number>();
    return rows.filter((row) => {
      const key = readPath(row, per);
      const count = taken.get(key) ?? 0;
      taken.set(key, count + 1);
      return count < n;
    });
  },
};
