import type { FromSchema } from 'json-schema-to-ts';
import { numberFormat, rag } from './common.ts';

export const bigNumberPropsSchema = {
  $id: 'blocks/bigNumber',
  description:
    "A large number (LIX floored by the definition) with its RAG label and band text: 'min-max: headline', the text listed item by item on ';'.",
  type: 'object',
  additionalProperties: false,
  required: ['value', 'label'],
  properties: {
    value: { type: 'number' },
    label: { type: 'string' },
    format: numberFormat,
    rag,
    band: {
      type: 'object',
      description: "The band the value falls in: 'min-max', headline, and a text listed item by item on ';'.",
      properties: {
        min: { type: 'number' },
        max: { type: 'number' },
        headline: { type: 'string' },
        text: { type: 'string' },
      },
    },
  },
} as const;

export type BigNumberProps = FromSchema<typeof bigNumberPropsSchema>;
