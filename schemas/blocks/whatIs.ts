import type { FromSchema } from 'json-schema-to-ts';

export const whatIsPropsSchema = {
  $id: 'blocks/whatIs',
  description: "The explanation ('what is' head and text); nothing until fetched.",
  type: 'object',
  additionalProperties: false,
  required: [],
  properties: { head: { type: 'string' }, text: { type: 'string' } },
} as const;

export type WhatIsProps = FromSchema<typeof whatIsPropsSchema>;
