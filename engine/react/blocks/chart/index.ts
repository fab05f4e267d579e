import { chartPropsSchema } from '../../../../schemas/blocks/chart.ts';
import { defineBlockType } from '../../registry-types.ts';
import { Chart } from './Chart.tsx';
import { checkChartProps } from './check.ts';
import { chartExample } from './example.ts';

export const chartBlock = defineBlockType({
  type: 'chart',
  schema: chartPropsSchema,
  renderer: Chart,
  example: chartExample,
  check: checkChartProps,
});
