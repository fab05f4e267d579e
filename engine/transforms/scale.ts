import type { FromSchema } from 'json-schema-to-ts';
import type { scaleParams } from '../../schemas/transforms/generic.ts';
import { asRows, isRecord, type Transform } from './transform.ts';

const times = (value: unknown, by: number) => (typeof value === 'number' ? value * by : value);

/** `scale`: a number (or each row's `field`, written back or under `as`) multiplied by `by`; nothing stays nothing. */
export const scale: Transform<FromSchema<typeof scaleParams>> = {
  name: 'scale',
  apply(input, { by, field, as }) {
    if (field === undefined) return times(input, by);
    return asRows(input, 'scale').map((row) =>
      isRecord(row) && row[field] !== undefined ? { ...row, [as ?? field]: times(row[field], by) } : row,
    );
  },
};
