import type { FromSchema } from 'json-schema-to-ts';

export const tipsPropsSchema = {
  $id: 'blocks/tips',
  description: 'A list of tips; nothing when there are none.',
  type: 'object',
  additionalProperties: false,
  required: [],
  properties: { title: { type: 'string' }, items: { type: 'array', items: { type: 'string' } } },
} as const;

export type TipsProps = FromSchema<typeof tipsPropsSchema>;
