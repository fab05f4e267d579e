import type { FromSchema } from 'json-schema-to-ts';
import { specOf } from '../spec-of.ts';

/** Buttons that each open a dialog with a text (report info: label, text). */
export const infoButtonsPropsSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['label', 'text'],
        properties: { label: { type: 'string' }, text: { type: 'string' } },
      },
    },
  },
} as const;

export type InfoButtonsProps = FromSchema<typeof infoButtonsPropsSchema>;
export const infoButtonsSpec = specOf(infoButtonsPropsSchema);
