import type { FromSchema } from 'json-schema-to-ts';
import type { percentParams } from '../../schemas/transforms/generic.ts';
import { transformText } from '../messages.ts';
import { requiredField } from './path.ts';
import { asRows, type Transform, TransformError } from './transform.ts';

/**
 * `percent`: each row's `field` as a percent of `of` (a fraction's scale, e.g. 1), or of the field's sum over the
 * rows without it (0 when the sum is 0), under `as` (default the field itself).
 */
export const percent: Transform<FromSchema<typeof percentParams>> = {
  name: 'percent',
  apply(input, { field, as, of }) {
    const rows = asRows(input, 'percent');
    const values = rows.map((row, index) => {
      const value = requiredField(row, field, index, 'percent');
      if (typeof value !== 'number') throw new TransformError(transformText.notANumber('percent', field, index));
      return value;
    });
    const total = of ?? values.reduce((a, b) => a + b, 0);
    return rows.map((row, index) => ({
      ...(row as object),
      [as ?? field]: total === 0 ? 0 : ((values[index] as number) / total) * 100,
    }));
  },
};
