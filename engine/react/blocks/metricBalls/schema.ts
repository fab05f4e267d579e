import type { FromSchema } from 'json-schema-to-ts';
import { numberFormat, rag } from '../common-schemas.ts';
import { specOf } from '../spec-of.ts';

/** A row of metric balls: a value in a coloured ball with its label. */
export const metricBallsPropsSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['label'],
        properties: { label: { type: 'string' }, value: {}, format: numberFormat, rag },
      },
    },
  },
} as const;

export type MetricBallsProps = FromSchema<typeof metricBallsPropsSchema>;
export const metricBallsSpec = specOf(metricBallsPropsSchema);
