import type { FromSchema } from 'json-schema-to-ts';
import { specOf } from '../spec-of.ts';

/** Article cards (image, headline, summary, link), four per page, paging when there are at least 4. */
export const articlesPropsSchema = {
  type: 'object',
  required: [],
  properties: {
    title: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1 },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: ['integer', 'string'] },
          image: { type: 'string' },
          headline: { type: 'string' },
          summary: { type: 'string' },
          link: { type: 'string' },
        },
      },
    },
  },
} as const;

export type ArticlesProps = FromSchema<typeof articlesPropsSchema>;
export const articlesSpec = specOf(articlesPropsSchema);
