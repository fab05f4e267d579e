import type { FromSchema } from 'json-schema-to-ts';
import type { clampParams } from '../../schemas/transforms/generic.ts';
import { asRows, isRecord, type Transform } from './transform.ts';

const limit = (value: unknown, min: number, max: number) =>
  typeof value === 'number' ? Math.min(max, Math.max(min, value)) : value;

/** `clamp`: a number (or each row's `field`) limited to [min, max]; anything else is left as it is. */
export const clamp: Transform<FromSchema<typeof clampParams>> = {
  name: 'clamp',
  apply(input, { field, min, max }) {
    if (field === undefined) return limit(input, min, max);
    return asRows(input, 'clamp').map((row) =>
      isRecord(row) && field in row ? { ...row, [field]: limit(row[field], min, max) } : row,
    );
  },
};
