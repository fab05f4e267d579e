import type { FromSchema } from 'json-schema-to-ts';
import type { pluckParams } from '../../schemas/transforms/generic.ts';
import { readPath } from './path.ts';
import { asRows, type Transform } from './transform.ts';

/** `pluck`: the values of one field of the rows, in their order (rows without it give nothing). */
export const pluck: Transform<FromSchema<typeof pluckParams>> = {
  name: 'pluck',
  apply(input, { field }) {
    const out: unknown[] = [];
    for (const row of asRows(input, 'pluck')) {
      const value = readPath(row, field);
      if (value !== undefined) out.push(value);
    }
    return out;
  },
};
