import type { FromSchema } from 'json-schema-to-ts';
import { specOf } from '../spec-of.ts';

const size = {
  type: 'object',
  required: ['width', 'height'],
  additionalProperties: false,
  properties: { width: { type: 'integer', minimum: 50 }, height: { type: 'integer', minimum: 50 } },
} as const;

/**
 * A Vega-Lite chart. `spec` is the chart without data; `values` (usually bound) becomes its data. A radar
 * (kind 'radar') is drawn from a Vega template, as Vega-Lite has no polar lines.
 * `pointInfo` makes points open an 'Info' dialog with a field of the clicked datum (the trendline's part text).
 */
export const chartPropsSchema = {
  type: 'object',
  required: ['values', 'description'],
  properties: {
    kind: { type: 'string', enum: ['vega-lite', 'radar'], description: "'radar' takes values {axis, series, value}." },
    spec: { type: 'object', description: "The Vega-Lite chart without data (for kind 'vega-lite')." },
    values: { type: 'array' },
    description: { type: 'string', description: 'What the chart shows, for screen readers.' },
    title: { type: 'string' },
    emptyText: { type: 'string', description: 'Shown instead of the chart when there are no values.' },
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
