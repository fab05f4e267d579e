import type { FromSchema } from 'json-schema-to-ts';
import { rag } from '../common-schemas.ts';
import { specOf } from '../spec-of.ts';

/** Recommendations (message, RAG and its label) for the page's metrics. */
export const recommendationPropsSchema = {
  type: 'object',
  required: [],
  properties: {
    title: { type: 'string' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          message: { type: 'string' },
          RAG: rag,
          RAGText: { type: 'string' },
        },
      },
    },
  },
} as const;

export type RecommendationProps = FromSchema<typeof recommendationPropsSchema>;
export const recommendationSpec = specOf(recommendationPropsSchema);
