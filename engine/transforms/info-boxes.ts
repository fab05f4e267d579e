import type { FromSchema } from 'json-schema-to-ts';
import type { infoBoxesParams } from '../../schemas/transforms/domain.ts';
import { infoBoxes as boxes } from '../rules/info-boxes.ts';
import type { Transform } from './transform.ts';

/** `infoBoxes`: the dashboard's info boxes from the content texts (engine/rules/info-boxes.ts). */
export const infoBoxes: Transform<FromSchema<typeof infoBoxesParams>> = {
  name: 'infoBoxes',
  apply: (_input, _params, env) => boxes(env.content as Record<string, unknown>),
};
