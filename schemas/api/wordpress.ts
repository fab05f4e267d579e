/**
 * The WordPress REST API subset the articles block reads (GET {content-site}/wp-json/wp/v2/posts). A configured
 * WordPress site answers it, or by default Lektør's own compatible endpoint at /api/wp-json/wp/v2/posts (the
 * content-site base is then /api). Paging headers x-wp-total and x-wp-totalpages carry the totals.
 * Posts allow properties beyond these: a real WordPress site sends many more.
 */
import type { FromSchema } from 'json-schema-to-ts';

const rendered = {
  type: 'object',
  required: ['rendered'],
  properties: { rendered: { type: 'string', description: 'HTML; the app strips tags and entities.' } },
} as const;

export const wpPostsQuerySchema = {
  $id: 'api/wp/posts-query',
  title: 'WordPress posts query',
  type: 'object',
  additionalProperties: false,
  properties: {
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    page: { type: 'integer', minimum: 1, default: 1 },
    _embed: { type: 'string', description: 'Present (any value) to embed the featured media.' },
    categories: { type: 'string', pattern: '^\\d+(?:,\\d+)*$', description: 'Category ids, comma-separated.' },
    disable_login_redirect: { type: 'string', enum: ['true', 'false'] },
  },
} as const;
export type WpPostsQuery = FromSchema<typeof wpPostsQuerySchema>;

export const wpPostsSchema = {
  $id: 'api/wp/posts',
  title: 'WordPress posts',
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'title', 'excerpt', 'link'],
    properties: {
      id: { type: 'integer', minimum: 1 },
      title: rendered,
      excerpt: rendered,
      link: { type: 'string', pattern: '^(?:https?://|/)\\S+$' },
      featured_media: { type: 'integer', minimum: 0 },
      _embedded: {
        type: 'object',
        properties: {
          'wp:featuredmedia': {
            type: 'array',
            items: {
              type: 'object',
              required: ['source_url'],
              properties: { source_url: { type: 'string', pattern: '^(?:https?://|/)\\S+$' } },
            },
          },
        },
      },
    },
  },
} as const;
export type WpPosts = FromSchema<typeof wpPostsSchema>;
