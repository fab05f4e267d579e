import type { FromSchema } from 'json-schema-to-ts';

export const articlesPropsSchema = {
  $id: 'blocks/articles',
  description:
    "Article cards (image, headline, summary hidden when 'NoText', link); four per page with paging when there are at least 4.",
  type: 'object',
  additionalProperties: false,
  required: [],
  properties: {
    title: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1 },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
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
