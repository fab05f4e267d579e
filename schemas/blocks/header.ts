import type { FromSchema } from 'json-schema-to-ts';

export const headerPropsSchema = {
  $id: 'blocks/header',
  description: 'The page heading.',
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: {
    title: { type: 'string' },
    subtitle: { type: 'string' },
  },
} as const;

export type HeaderProps = FromSchema<typeof headerPropsSchema>;
