/**
 * The WordPress REST API subset Lektør serves and reads (GET {content-site}/wp-json/wp/v2/posts and
 * …/media/{id}). A configured WordPress site answers it, or by default Lektør's own compatible endpoints under
 * /api (the content-site base is then {PUBLIC_URL}/api). Paging headers x-wp-total and x-wp-totalpages carry the
 * totals; errors have WordPress' shape. Posts allow properties beyond these: a real WordPress site sends many more.
 */
import type { FromSchema } from 'json-schema-to-ts';

const url = { type: 'string', pattern: '^(?:https?://|/)\\S+$' } as const;
const rendered = {
  type: 'object',
  required: ['rendered'],
  properties: {
    rendered: { type: 'string', description: 'HTML; the app strips tags and entities.' },
    protected: { type: 'boolean' },
  },
} as const;
const wpDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$' } as const;

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
    disable_login_redirect: { type: 'string', enum: ['true', 'false', '1', '0'] },
  },
} as const;
export type WpPostsQuery = FromSchema<typeof wpPostsQuerySchema>;

export const wpMediaParamsSchema = {
  $id: 'api/wp/media-params',
  title: 'WordPress media id',
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;
export type WpMediaParams = FromSchema<typeof wpMediaParamsSchema>;

const mediaProperties = {
  id: { type: 'integer', minimum: 1 },
  date: wpDate,
  slug: { type: 'string' },
  type: { type: 'string' },
  link: url,
  title: rendered,
  alt_text: { type: 'string' },
  media_type: { type: 'string' },
  mime_type: { type: 'string' },
  source_url: url,
  media_details: {
    type: 'object',
    properties: {
      width: { type: 'integer', minimum: 0 },
      height: { type: 'integer', minimum: 0 },
      file: { type: 'string' },
      sizes: { type: 'object' },
    },
  },
} as const;

export const wpMediaSchema = {
  $id: 'api/wp/media',
  title: 'WordPress media item',
  type: 'object',
  required: ['id', 'source_url'],
  properties: mediaProperties,
} as const;
export type WpMedia = FromSchema<typeof wpMediaSchema>;

export const wpPostsSchema = {
  $id: 'api/wp/posts',
  title: 'WordPress posts',
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'title', 'excerpt', 'link'],
    properties: {
      id: { type: 'integer', minimum: 1 },
      date: wpDate,
      date_gmt: wpDate,
      slug: { type: 'string' },
      status: { type: 'string' },
      type: { type: 'string' },
      link: url,
      title: rendered,
      content: rendered,
      excerpt: rendered,
      featured_media: { type: 'integer', minimum: 0 },
      categories: { type: 'array', items: { type: 'integer', minimum: 0 } },
      _embedded: {
        type: 'object',
        properties: {
          'wp:featuredmedia': {
            type: 'array',
            items: { type: 'object', required: ['source_url'], properties: mediaProperties },
          },
        },
      },
    },
  },
} as const;
export type WpPosts = FromSchema<typeof wpPostsSchema>;
export type WpPost = WpPosts[number];

export const wpErrorSchema = {
  $id: 'api/wp/error',
  title: 'WordPress error',
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'string', pattern: '^[a-z_]+$' },
    message: { type: 'string', minLength: 1 },
    data: {
      type: 'object',
      required: ['status'],
      properties: {
        status: { type: 'integer', minimum: 400, maximum: 599 },
        params: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
} as const;
export type WpError = FromSchema<typeof wpErrorSchema>;
