import type { FromSchema } from 'json-schema-to-ts';
import { specOf } from '../spec-of.ts';

/** A titled section holding child blocks (`blocks`). */
export const groupPropsSchema = {
  type: 'object',
  required: [],
  properties: { heading: { type: 'string' }, layout: { type: 'string', enum: ['stack', 'columns'] } },
} as const;

export type GroupProps = FromSchema<typeof groupPropsSchema>;
export const groupSpec = specOf(groupPropsSchema);
