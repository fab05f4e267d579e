import { metricBallsPropsSchema } from '../../../../schemas/blocks/metricBalls.ts';
import { defineBlockType } from '../../registry-types.ts';
import { metricBallsExample } from './example.ts';
import { MetricBalls } from './MetricBalls.tsx';

export const metricBallsBlock = defineBlockType({
  type: 'metricBalls',
  schema: metricBallsPropsSchema,
  renderer: MetricBalls,
  example: metricBallsExample,
});
