import type { FromSchema } from 'json-schema-to-ts';
import type { sortParams } from '../../schemas/transforms/generic.ts';
import { transformText } from '../messages.ts';
import { compareValues } from './compare.ts';
import { readPath, requiredField } from './path.ts';
import { asRows, type Transform, TransformError } from './transform.ts';

/**
 * `sort`: the rows by `field` (the values themselves without it), ascending unless `order` is 'descending';
 * stable (rows that tie keep their order) and n·log n. With `within`, each run of consecutive rows that share that
 * field is sorted on its own and the runs keep their order. Every row must have the field, and all must be numbers
 * or all texts.
 */
export const sort: Transform<FromSchema<typeof sortParams>> = {
  name: 'sort',
  apply(input, { field, order, within }) {
    const rows = asRows(input, 'sort');
    const sign = order === 'descending' ? -1 : 1;
    const keyed = rows.map((row, index) => ({
      row,
      run: 0,
      key: field === undefined ? row : requiredField(row, field, index, 'sort'),
    }));
    if (within !== undefined) {
      let run = 0;
      keyed.forEach((entry, i) => {
        if (i > 0 && readPath(entry.row, within) !== readPath(keyed[i - 1]?.row, within)) run += 1;
        entry.run = run;
      });
    }
    keyed.sort((a, b) => {
      if (a.run !== b.run) return a.run - b.run;
      const compared = compareValues(a.key, b.key);
      if (compared === undefined) throw new TransformError(transformText.notComparable('sort', field ?? ''));
      return sign * compared;
    });
    return keyed.map((entry) => entry.row);
  },
};
