import type { FromSchema } from 'json-schema-to-ts';
import { specOf } from '../spec-of.ts';

/** The page's explanation ("what is" text: head and text). */
export const whatIsPropsSchema = {
  type: 'object',
  required: [],
  properties: { head: { type: 'string' }, text: { type: 'string' } },
} as const;

export type WhatIsProps = FromSchema<typeof whatIsPropsSchema>;
export const whatIsSpec = specOf(whatIsPropsSchema);
