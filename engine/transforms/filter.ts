import type { FromSchema } from 'json-schema-to-ts';
import type { filterParams } from '../../schemas/transforms/generic.ts';
import { holds } from './compare.ts';
import { asRows, type Transform } from './transform.ts';

/** `filter`: the rows that satisfy a comparison of one of their fields (`{field, op, value}`), in their order. */
export const filter: Transform<FromSchema<typeof filterParams>> = {
  name: 'filter',
  apply(input, { type: _type, ...comparison }, env) {
    return asRows(input, 'filter').filter((row) => holds(comparison, row, env));
  },
};
