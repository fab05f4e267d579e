import type { FromSchema } from 'json-schema-to-ts';

export const groupPropsSchema = {
  $id: 'blocks/group',
  description: 'A titled section of child blocks (`blocks`), stacked or in columns.',
  type: 'object',
  additionalProperties: false,
  required: [],
  properties: { heading: { type: 'string' }, layout: { type: 'string', enum: ['stack', 'columns'] } },
} as const;

export type GroupProps = FromSchema<typeof groupPropsSchema>;
