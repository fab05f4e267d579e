/**
 * Charts drawn on the server (docs/REPORTS.md, Charts): SVG markup per chart, named by the key of its drawing (spec,
 * values and size: engine/chart/drawing.ts), which the page computes for what it bound itself and matches. The print
 * view's charts at their print size; the dashboard's at their screen size.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { contentKey } from './common.ts';

const drawnCharts = {
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

export const printChartsSchema = {
  $id: 'api/manuscripts/print-charts',
  title: "The print view's charts drawn as SVG by the server, by drawing key",
  ...drawnCharts,
} as const;

export type PrintCharts = FromSchema<typeof printChartsSchema>;

/**
 * The report pages whose charts the server also draws at their screen size: the dashboard, the page an author lands
 * on after signing in, shows them at once and loads no chart code until the reader reaches for a chart (issue 33
 * point 4). Only the dashboard: each page more is a drawing more for every revision read.
 */
export const SCREEN_DRAWN_REPORT_IDS: readonly number[] = [0];

export const screenChartsQuerySchema = {
  $id: 'api/manuscripts/screen-charts-query',
  title: 'Which report page (its reportId: 0 for the dashboard)',
  type: 'object',
  additionalProperties: false,
  required: ['reportId'],
  properties: { reportId: { type: 'integer', minimum: 0, maximum: 1000 } },
} as const;

export type ScreenChartsQuery = FromSchema<typeof screenChartsQuerySchema>;

export const screenChartsSchema = {
  $id: 'api/manuscripts/screen-charts',
  title: "A report page's charts drawn as SVG by the server at their screen size, by drawing key (none when not drawn)",
  ...drawnCharts,
} as const;

export type ScreenCharts = FromSchema<typeof screenChartsSchema>;
