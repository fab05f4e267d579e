import type { FromSchema } from 'json-schema-to-ts';
import type { entriesParams } from '../../schemas/transforms/generic.ts';
import { kindName, transformText } from '../messages.ts';
import { isRecord, kindOf, type Transform, TransformError } from './transform.ts';

/**
 * `entries` (fold): a map (word → count) as rows, one per key in the map's order: `{[key]: k, [value]: v}`; without
 * `value`, an object value's own fields are spread into the row. Nothing gives no rows.
 */
export const entries: Transform<FromSchema<typeof entriesParams>> = {
  name: 'entries',
  apply(input, { key, value }) {
    if (input === undefined || input === null) return [];
    if (!isRecord(input)) throw new TransformError(transformText.notAMap('entries', kindName(kindOf(input))));
    const rows: Record<string, unknown>[] = [];
    for (const [k, v] of Object.entries(input)) {
      if (value !== undefined) rows.push({ [key]: k, [value]: v });
      else if (isRecord(v)) rows.push({ [key]: k, ...v });
      else throw new TransformError(transformText.notAMap('entries', kindName(kindOf(v))));
    }
    return rows;
  },
};
