import type { FromSchema } from 'json-schema-to-ts';
import { rag } from './common.ts';

export const recommendationPropsSchema = {
  $id: 'blocks/recommendation',
  description:
    "Recommendations with RAG labels, a check for G, 'Godt gået! Du har fuldført alle anbefalinger!' when all are G; layout by count (≤3, 4, 5, 6); an empty result renders nothing.",
  type: 'object',
  additionalProperties: false,
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
