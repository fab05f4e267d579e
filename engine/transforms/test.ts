import type { FromSchema } from 'json-schema-to-ts';
import type { testParams } from '../../schemas/transforms/generic.ts';
import { holds } from './compare.ts';
import type { Transform } from './transform.ts';

/** `test`: whether the input (its `field`) satisfies a comparison: true or false, e.g. for a display rule. */
export const test: Transform<FromSchema<typeof testParams>> = {
  name: 'test',
  apply(input, { type: _type, ...comparison }, env) {
    return holds(comparison, input, env);
  },
};
