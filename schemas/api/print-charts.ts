/**
 * The print view's charts drawn on the server (docs/REPORTS.md, Charts): SVG markup per chart, named by the key of
 * its drawing (spec, values and print size: engine/chart/drawing.ts), which the print view computes for what it
 * bound itself and matches.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { contentKey } from './common.ts';

export const printChartsSchema = {
  $id: 'api/manuscripts/print-charts',
  title: "The print view's charts drawn as SVG by the server, by drawing key",
  type: 'object',
  additionalProperties: false,
  required: ['charts'],
  properties: {
    charts: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'svg'],
        properties: {
          key: { ...contentKey, description: 'The drawing key (engine/chart/drawing.ts).' },
          svg: { type: 'string', description: "The chart as vega's SVG markup, without vega's ARIA texts." },
        },
      },
    },
  },
} as const;

export type PrintCharts = FromSchema<typeof printChartsSchema>;
