import type { FromSchema } from 'json-schema-to-ts';
import { specOf } from '../spec-of.ts';

export const headerPropsSchema = {
  type: 'object',
  required: ['title'],
  properties: {
    title: { type: 'string' },
    subtitle: { type: 'string' },
  },
} as const;

export type HeaderProps = FromSchema<typeof headerPropsSchema>;
export const headerSpec = specOf(headerPropsSchema);
