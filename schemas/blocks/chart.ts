import type { FromSchema } from 'json-schema-to-ts';
import { passagesOption } from './common.ts';

const size = {
  type: 'object',
  required: ['width', 'height'],
  additionalProperties: false,
  properties: { width: { type: 'integer', minimum: 50 }, height: { type: 'integer', minimum: 50 } },
} as const;

export const chartPropsSchema = {
  $id: 'blocks/chart',
  description:
    "A Vega-Lite chart (`spec` without data, `values` bound) or a radar (`kind: 'radar'`, values `{axis, series, value}` on 0..1). `size` on screen, `printSize` in print (700x300, 700x240, 800x300). `pointInfo` makes a point open an 'Info' dialog with a field of that datum (the trendline's part text); `passages` makes it open the 'Passager' dialog for the key in `keyField` of the datum. No values: `emptyText`.",
  type: 'object',
  additionalProperties: false,
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
    passages: passagesOption,
  },
} as const;

export type ChartProps = FromSchema<typeof chartPropsSchema>;
