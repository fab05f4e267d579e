import type { FromSchema } from 'json-schema-to-ts';
import type { groupParams } from '../../schemas/transforms/generic.ts';
import { readPath, requiredField } from './path.ts';
import { asRows, type Transform } from './transform.ts';

type Params = FromSchema<typeof groupParams>;
type Aggregate = NonNullable<Params['aggregate']>[number];

function aggregate(op: Aggregate['op'], values: number[]): number | undefined {
  if (op === 'count') return values.length;
  if (values.length === 0) return undefined;
  if (op === 'sum') return values.reduce((a, b) => a + b, 0);
  if (op === 'mean') return values.reduce((a, b) => a + b, 0) / values.length;
  return op === 'max' ? values.reduce((a, b) => Math.max(a, b)) : values.reduce((a, b) => Math.min(a, b));
}

/**
 * `group`: one row per distinct value of `by`, in order of first appearance: `{[as]: value}`, the group's rows
 * under `rows` when named, and each aggregate (`sum`, `count`, `mean`, `min`, `max` of a field) under its name.
 * Linear in the rows.
 */
export const group: Transform<Params> = {
  name: 'group',
  apply(input, { by, as, rows: rowsName, aggregate: aggregates = [] }) {
    const groups = new Map<unknown, unknown[]>();
    asRows(input, 'group').forEach((row, index) => {
      const key = requiredField(row, by, index, 'group');
      const list = groups.get(key);
      if (list) list.push(row);
      else groups.set(key, [row]);
    });
    return [...groups].map(([key, members]) => {
      const out: Record<string, unknown> = { [as ?? by]: key };
      if (rowsName) out[rowsName] = members;
      for (const { op, field, as: name } of aggregates) {
        const values =
          field === undefined
            ? members.map(() => 1)
            : members.map((row) => readPath(row, field)).filter((v): v is number => typeof v === 'number');
        const value = aggregate(op, values);
        if (value !== undefined) out[name] = value;
      }
      return out;
    });
  },
};
