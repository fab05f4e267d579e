import type { FromSchema } from 'json-schema-to-ts';
import { specOf } from '../spec-of.ts';

/** A list showing `start` items, with 'Se flere'/'Se færre' by `step` (all at once in print). */
export const expandableListPropsSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    title: { type: 'string' },
    start: { type: 'integer', minimum: 1 },
    step: { type: 'integer', minimum: 1 },
    emptyText: { type: 'string' },
    items: {
      type: 'array',
      items: {
        anyOf: [
          { type: 'string' },
          { type: 'object', properties: { label: { type: 'string' }, detail: { type: 'string' } } },
        ],
      },
    },
  },
} as const;

export type ExpandableListProps = FromSchema<typeof expandableListPropsSchema>;
export const expandableListSpec = specOf(expandableListPropsSchema);
