import type { FromSchema } from 'json-schema-to-ts';
import { numberFormat } from './common.ts';

export const elementListPropsSchema = {
  $id: 'blocks/elementList',
  description:
    "Global score elements: name, value, text, a link 'Gå til {type} rapporten' to the report `reportId`, built by the app's router (the route follows the page: admin, similar book or the author's), completed styling; an element with a `setting` can be marked done and undone from the page.",
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    format: numberFormat,
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string' },
          value: { type: 'number' },
          text: { type: 'string' },
          typeName: { type: 'string' },
          reportId: { type: 'integer' },
          completed: { type: 'boolean' },
          setting: {
            type: 'string',
            minLength: 1,
            description:
              "The author setting that marks the element done ('gs_{revisionId}.{element}'); none: no button.",
          },
        },
      },
    },
  },
} as const;

export type ElementListProps = FromSchema<typeof elementListPropsSchema>;
