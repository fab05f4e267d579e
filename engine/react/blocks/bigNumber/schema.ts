import type { FromSchema } from 'json-schema-to-ts';
import { numberFormat, rag } from '../common-schemas.ts';
import { specOf } from '../spec-of.ts';

/** A large number (e.g. LIX) with its RAG level and its band text (min-max, headline, text). */
export const bigNumberPropsSchema = {
  type: 'object',
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
export const bigNumberSpec = specOf(bigNumberPropsSchema);
