import type { FromSchema } from 'json-schema-to-ts';
import { specOf } from '../spec-of.ts';

/** A horizontal scale (default 0-25-50-75-100) with a marker at a value. */
export const scalePropsSchema = {
  type: 'object',
  required: ['value', 'label'],
  properties: {
    value: { type: 'number' },
    label: { type: 'string' },
    valueText: { type: 'string', description: 'How the value is written at the marker (default: rounded).' },
    min: { type: 'number' },
    max: { type: 'number' },
    ticks: { type: 'array', items: { type: 'number' } },
  },
} as const;

export type ScaleProps = FromSchema<typeof scalePropsSchema>;
export const scaleSpec = specOf(scalePropsSchema);
