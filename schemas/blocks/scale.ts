import type { FromSchema } from 'json-schema-to-ts';

export const scalePropsSchema = {
  $id: 'blocks/scale',
  description: 'A 0-25-50-75-100 scale with a marker at the value (clamped), plus a `<meter>` for screen readers.',
  type: 'object',
  additionalProperties: false,
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
