import type { FromSchema } from 'json-schema-to-ts';
import type { analysisSourceParams } from '../../schemas/transforms/domain.ts';
import { readPath } from './path.ts';
import type { Transform } from './transform.ts';

/**
 * `analysisSource` (the Analyseret/Angivet choice): the data source at `analysed` when the page shows the analysed
 * genre and audience (`$context.source` 'analysed'), else the one at `given`; with `field`, that field of it.
 */
export const analysisSource: Transform<FromSchema<typeof analysisSourceParams>> = {
  name: 'analysisSource',
  apply(_input, { analysed, given, field }, env) {
    const chosen = readPath(env.root, env.context.source === 'analysed' ? analysed : given, env);
    return field === undefined ? chosen : readPath(chosen, field);
  },
  rootPaths: ({ analysed, given }) => [
    { at: '/analysed', path: analysed },
    { at: '/given', path: given },
  ],
};
