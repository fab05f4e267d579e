import type { FromSchema } from 'json-schema-to-ts';
import { specOf } from '../spec-of.ts';

const size = {
  type: 'object',
  required: ['width', 'height'],
  additionalProperties: false,
  properties: { width: { type: 'integer', minimum: 50 }, height: { type: 'integer', minimum: 50 } },
} as const;

/**
 * A Vega-Lite chart. `spec` is the chart without data; `values` (usually bound) becomes its data.
 * `pointInfo` makes points open an 'Info' dialog with a field of the clicked datum (the trendline's part text).
 */
export const chartPropsSchema = {
  type: 'object',
  required: ['spec', 'values', 'description'],
  properties: {
    spec: { type: 'object' },
    values: { type: 'array' },
    description: { type: 'string', description: 'What the chart shows, for screen readers.' },
    title: { type: 'string' },
    size,
    printSize: size,
    pointInfo: {
      type: 'object',
      required: ['textField'],
      additionalProperties: false,
      properties: { textField: { type: 'string' }, titleField: { type: 'string' } },
    },
  },
} as const;

export type ChartProps = FromSchema<typeof chartPropsSchema>;
export const chartSpec = specOf(chartPropsSchema);
