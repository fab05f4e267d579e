import type { FromSchema } from 'json-schema-to-ts';
import type { appendParams } from '../../schemas/transforms/generic.ts';
import { readPath } from './path.ts';
import { asRows, type Transform } from './transform.ts';

/** `append` (concat): the rows followed by the rows at `from` in the data sources. */
export const append: Transform<FromSchema<typeof appendParams>> = {
  name: 'append',
  apply(input, { from }, env) {
    return [...asRows(input, 'append'), ...asRows(readPath(env.root, from, env), 'append')];
  },
  rootPaths: ({ from }) => [{ at: '/from', path: from }],
};
