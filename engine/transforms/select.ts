import type { FromSchema } from 'json-schema-to-ts';
import type { selectParams } from '../../schemas/transforms/generic.ts';
import { readPath } from './path.ts';
import { fillTemplate } from './template.ts';
import { asRows, type Transform } from './transform.ts';

/**
 * `select` (map to fields): each row as a new row of the named fields, each a field of the row (a path), a
 * constant (`{value}`) or a text with the row's fields filled in (`{template: '({Antal})'}`). A field the row
 * lacks is left out of the new row.
 */
export const select: Transform<FromSchema<typeof selectParams>> = {
  name: 'select',
  apply(input, { fields }) {
    const plan = Object.entries(fields);
    return asRows(input, 'select').map((row) => {
      const out: Record<string, unknown> = {};
      for (const [name, source] of plan) {
        const value =
          typeof source === 'string'
            ? readPath(row, source)
            : 'value' in source
              ? source.value
              : fillTemplate(source.template, row);
        if (value !== undefined) out[name] = value;
      }
      return out;
    });
  },
};
