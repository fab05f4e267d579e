import type { FromSchema } from 'json-schema-to-ts';
import type { joinParams } from '../../schemas/transforms/generic.ts';
import { readPath } from './path.ts';
import { asRows, isRecord, type Transform } from './transform.ts';

/**
 * `join` (look up a row of another list): each row gets `fields` (new name → field) of the first row of the list at
 * `from` (in the data sources) whose `key` (default `on`) equals the row's `on`. Linear: the list is indexed once.
 */
export const join: Transform<FromSchema<typeof joinParams>> = {
  name: 'join',
  apply(input, { from, on, key, fields }, env) {
    const index = new Map<unknown, unknown>();
    for (const other of asRows(readPath(env.root, from, env), 'join')) {
      const value = readPath(other, key ?? on);
      if (value !== undefined && !index.has(value)) index.set(value, other);
    }
    return asRows(input, 'join').map((row) => {
      const match = index.get(readPath(row, on));
      if (!isRecord(row) || match === undefined) return row;
      const out: Record<string, unknown> = { ...row };
      for (const [name, field] of Object.entries(fields)) {
        const value = readPath(match, field);
        if (value !== undefined) out[name] = value;
      }
      return out;
    });
  },
  rootPaths: ({ from }) => [{ at: '/from', path: from }],
};
