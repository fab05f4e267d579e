import type { FromSchema } from 'json-schema-to-ts';
import { rag } from '../common-schemas.ts';
import { specOf } from '../spec-of.ts';

/** A score as a ring; `value` is a fraction 0..1 (clamped), `text` what the centre shows. */
export const scoreRingPropsSchema = {
  type: 'object',
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
export const scoreRingSpec = specOf(scoreRingPropsSchema);
