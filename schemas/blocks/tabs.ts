import type { FromSchema } from 'json-schema-to-ts';

export const tabsPropsSchema = {
  $id: 'blocks/tabs',
  description: 'Numbered tabs (react-aria) with child blocks per tab; all panels at once in print.',
  type: 'object',
  additionalProperties: false,
  required: [],
  properties: { heading: { type: 'string' }, numbered: { type: 'boolean' } },
} as const;

export type TabsProps = FromSchema<typeof tabsPropsSchema>;
