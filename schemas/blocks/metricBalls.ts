import type { FromSchema } from 'json-schema-to-ts';
import { numberFormat, rag } from './common.ts';

export const metricBallsPropsSchema = {
  $id: 'blocks/metricBalls',
  description: 'Values in RAG-coloured balls with labels.',
  type: 'object',
  additionalProperties: false,
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
