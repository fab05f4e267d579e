import type { FromSchema } from 'json-schema-to-ts';
import { specOf } from '../spec-of.ts';

/** Numbered tabs, each with child blocks (`tabs: [{label, blocks}]`); all panels at once in print. */
export const tabsPropsSchema = {
  type: 'object',
  required: [],
  properties: { heading: { type: 'string' }, numbered: { type: 'boolean' } },
} as const;

export type TabsProps = FromSchema<typeof tabsPropsSchema>;
export const tabsSpec = specOf(tabsPropsSchema);
