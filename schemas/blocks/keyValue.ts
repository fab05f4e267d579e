import type { FromSchema } from 'json-schema-to-ts';
import { numberFormat } from './common.ts';

export const keyValuePropsSchema = {
  $id: 'blocks/keyValue',
  description: 'A two-column `<table>` of measures, each with its number format.',
  type: 'object',
  additionalProperties: false,
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
