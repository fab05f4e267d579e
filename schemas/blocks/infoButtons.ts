import type { FromSchema } from 'json-schema-to-ts';

export const infoButtonsPropsSchema = {
  $id: 'blocks/infoButtons',
  description: 'Buttons opening dialogs (react-aria); the texts inline in print.',
  type: 'object',
  additionalProperties: false,
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
