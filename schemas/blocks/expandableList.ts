import type { FromSchema } from 'json-schema-to-ts';
import { passagesOption } from './common.ts';

export const expandableListPropsSchema = {
  $id: 'blocks/expandableList',
  description:
    "A list of `start` items with 'Se flere'/'Se færre' by `step`; in print the first 20 and 'Viser 20 af n'. With `passages` an item's label opens the 'Passager' dialog for the key in `keyField` of the item.",
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    title: { type: 'string' },
    start: { type: 'integer', minimum: 1 },
    step: { type: 'integer', minimum: 1 },
    emptyText: { type: 'string' },
    passages: passagesOption,
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
