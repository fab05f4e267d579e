import type { FromSchema } from 'json-schema-to-ts';
import { rag } from './common.ts';

export const scoreRingPropsSchema = {
  $id: 'blocks/scoreRing',
  description: 'A ring filled to `value` (clamped to 0..1) in its RAG colour, `text` in the centre.',
  type: 'object',
  additionalProperties: false,
  required: ['value', 'label'],
  properties: {
    value: { type: 'number' },
    label: { type: 'string' },
    text: { type: 'string' },
    rag,
    caption: { type: 'string' },
  },
} as const;

export type ScoreRingProps = FromSchema<typeof scoreRingPropsSchema>;
