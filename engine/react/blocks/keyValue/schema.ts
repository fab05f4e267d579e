import type { FromSchema } from 'json-schema-to-ts';
import { numberFormat } from '../common-schemas.ts';
import { specOf } from '../spec-of.ts';

/** A two-column table of named measures, each with its own number format. */
export const keyValuePropsSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    caption: { type: 'string' },
    labelHeading: { type: 'string' },
    valueHeading: { type: 'string' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['label'],
        properties: { label: { type: 'string' }, value: {}, format: numberFormat },
      },
    },
  },
} as const;

export type KeyValueProps = FromSchema<typeof keyValuePropsSchema>;
export const keyValueSpec = specOf(keyValuePropsSchema);
