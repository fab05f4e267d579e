import type { FromSchema } from 'json-schema-to-ts';
import { rag } from './common.ts';

export const recommendationPropsSchema = {
  $id: 'blocks/recommendation',
  description:
    "Recommendations with RAG labels, a check for G, 'Godt gået! Du har fuldført alle anbefalinger på denne side!' when all of the page's are G (or when `allDone` says so); layout by count (≤3, 4, 5, 6); an empty result renders nothing.",
  type: 'object',
  additionalProperties: false,
  required: [],
  properties: {
    title: { type: 'string' },
    allDone: {
      type: 'boolean',
      description:
        "Whether every recommendation of the page is done, when the page knows better than the items' colours (the Global Score page: every element green or marked done). Absent: all items are G.",
    },
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
