import type { FromSchema } from 'json-schema-to-ts';
import type { lookupParams } from '../../schemas/transforms/generic.ts';
import { asRows, isRecord, type Transform } from './transform.ts';

/**
 * `lookup` (a rule as a table): a value (or each row's `field`, written under `as`) replaced by its entry in
 * `table` (numbers and true/false are looked up as their text), or by `default` when the table has none (nothing when there is no default).
 */
export const lookup: Transform<FromSchema<typeof lookupParams>> = {
  name: 'lookup',
  apply(input, { table, default: fallback, field, as }) {
    const find = (value: unknown) => {
      const key =
        typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : undefined;
      return key !== undefined && Object.hasOwn(table, key) ? (table as Record<string, unknown>)[key] : fallback;
    };
    if (field === undefined) return find(input);
    return asRows(input, 'lookup').map((row) => (isRecord(row) ? { ...row, [as ?? field]: find(row[field]) } : row));
  },
};
