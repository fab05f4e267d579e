import type { FromSchema } from 'json-schema-to-ts';
import type { analysisSourceParams } from '../../schemas/transforms/domain.ts';
import type { AnalysisSource } from '../report-context.ts';
import { chosenGlobalScore } from '../rules/total-score.ts';
import { readPath } from './path.ts';
import type { Transform } from './transform.ts';

/**
 * `analysisSource` (the Analyseret/Angivet choice): the data source at `analysed` when the page shows the analysed
 * genre and audience, else the one at `given` (engine/rules/total-score.ts); with `field`, that field of it.
 */
export const analysisSource: Transform<FromSchema<typeof analysisSourceParams>> = {
  name: 'analysisSource',
  apply(_input, { analysed, given, field }, env) {
    const chosen = chosenGlobalScore(
      readPath(env.root, analysed, env),
      readPath(env.root, given, env),
      env.context.source as AnalysisSource | undefined,
    );
    return field === undefined ? chosen : readPath(chosen, field);
  },
  rootPaths: ({ analysed, given }) => [
    { at: '/analysed', path: analysed },
    { at: '/given', path: given },
  ],
};
