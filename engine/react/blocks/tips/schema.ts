import type { FromSchema } from 'json-schema-to-ts';
import { specOf } from '../spec-of.ts';

/** Writing tips for the page. */
export const tipsPropsSchema = {
  type: 'object',
  required: [],
  properties: { title: { type: 'string' }, items: { type: 'array', items: { type: 'string' } } },
} as const;

export type TipsProps = FromSchema<typeof tipsPropsSchema>;
export const tipsSpec = specOf(tipsPropsSchema);
