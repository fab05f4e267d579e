import type { FromSchema } from 'json-schema-to-ts';
import type { unfoldParams } from '../../schemas/transforms/generic.ts';
import { kindName, transformText } from '../messages.ts';
import { readPath } from './path.ts';
import { asRows, isRecord, kindOf, type Transform, TransformError } from './transform.ts';

/**
 * `unfold`: each row's map at `field` (word → count) as rows `{[key]: k, [value]: v}`, in the rows' order then the
 * map's, each carrying the row's fields named in `keep` (new name → field). A row without the map gives none.
 */
export const unfold: Transform<FromSchema<typeof unfoldParams>> = {
  name: 'unfold',
  apply(input, { field, key, value, keep = {} }) {
    const kept = Object.entries(keep);
    const out: Record<string, unknown>[] = [];
    for (const row of asRows(input, 'unfold')) {
      const map = readPath(row, field);
      if (map === undefined || map === null) continue;
      if (!isRecord(map)) throw new TransformError(transformText.notAMap('unfold', kindName(kindOf(map))));
      const carried: Record<string, unknown> = {};
      for (const [name, path] of kept) carried[name] = readPath(row, path);
      for (const [k, v] of Object.entries(map)) out.push({ ...carried, [key]: k, [value]: v });
    }
    return out;
  },
};
