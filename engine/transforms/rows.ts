import type { FromSchema } from 'json-schema-to-ts';
import type { rowsParams } from '../../schemas/transforms/generic.ts';
import { isValueRef, refPaths, resolveRef } from './path.ts';
import type { NamedPath, Transform } from './transform.ts';

/**
 * `rows`: rows written in the definition, whose values are constants or references into the input
 * (`{field: 'dialogue.number_of_utterances'}`, `{mean: 'similarBooks.data.lix'}`, … : schemas/transforms/refs.ts).
 * A reference that finds nothing leaves its field out of the row.
 */
export const rows: Transform<FromSchema<typeof rowsParams>> = {
  name: 'rows',
  apply(input, { rows: written }, env) {
    return written.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(row)) {
        const resolved = isValueRef(value) ? resolveRef(value, input, env) : value;
        if (resolved !== undefined) out[name] = resolved;
      }
      return out;
    });
  },
  inputPaths({ rows: written }) {
    const paths: NamedPath[] = [];
    written.forEach((row, i) => {
      for (const [name, value] of Object.entries(row))
        if (isValueRef(value)) paths.push(...refPaths(value, `/rows/${i}/${name}`));
    });
    return paths;
  },
};
