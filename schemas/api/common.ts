/**
 * Building blocks shared by the API payload schemas (none carries an `$id`; the payload schemas that use
 * them do). No `format` keyword anywhere: times and dates are strings checked by `pattern`.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** An ISO 8601 date and time with seconds and a zone, e.g. '2026-11-21T14:05:00Z' or '…+01:00'. */
export const isoDateTime = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,9})?(?:Z|[+-]\\d{2}:\\d{2})$',
} as const;

/** An ISO 8601 date, or a date and time as above: accepted by the time filters (startTime, endTime). */
export const isoDateOrDateTime = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}(?:T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,9})?(?:Z|[+-]\\d{2}:\\d{2}))?$',
} as const;

/** A database id: a positive integer. Route params carry it as a string, coerced by the server. */
export const id = { type: 'integer', minimum: 1 } as const;
export const count = { type: 'integer', minimum: 0 } as const;
export const nonBlank = { type: 'string', minLength: 1, pattern: '\\S' } as const;
export const fraction = { type: 'number', minimum: 0, maximum: 1 } as const;
/** The name engine/chart/drawing.ts gives a JSON value (`contentKey`): a drawing, or a chart's complete spec. */
export const contentKey = { type: 'string', pattern: '^[0-9a-f]{28}$' } as const;

/** Report id 1..20: the spec's 1..17 (§2 report registry) and the three word pages Show/Tell 18, Tillægsord 19, Udsagnsord 20. */
export const reportId = { type: 'integer', minimum: 1, maximum: 20 } as const;
/**
 * Metric id 1..30: the spec's 1..25 (§3), and Lektør's own 26..30 for the pages the spec's metrics leave without a
 * recommendation (Perspektiv, Klicheer, Semantiske felter, Karakter, Scener; docs/RECOMMENDATIONS.md).
 */
export const metricId = { type: 'integer', minimum: 1, maximum: 30 } as const;

/** Recommendation level. */
export const rag = { type: 'string', enum: ['R', 'A', 'G'] } as const;

/** Role of a signed-in user; ADMIN and DEVELOPER reach the admin area, CONTENT_EDITOR (and ADMIN) the editors' area. */
export const roles = ['AUTHOR', 'ADMIN', 'DEVELOPER', 'CONTENT_EDITOR'] as const;
/** Access level: a subscription tier, or NONE without a subscription. */
export const subscriptionTiers = ['STANDARD', 'PREMIUM'] as const;
export const accessLevels = ['NONE', ...subscriptionTiers] as const;

/** Paging query properties (spec §9: page size default 20). */
export const pagingProperties = {
  page: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

/** Time filter query properties: inclusive start, exclusive end. */
export const timeFilterProperties = {
  startTime: { ...isoDateOrDateTime, description: 'Only entries at or after this time.' },
  endTime: { ...isoDateOrDateTime, description: 'Only entries before this time.' },
} as const;

/** The params of a route with one `:id` in its path (coerced from the path's string by the server). */
export function idParams<const Id extends string, const Title extends string>($id: Id, title: Title) {
  return { $id, title, type: 'object', additionalProperties: false, required: ['id'], properties: { id } } as const;
}

/**
 * The schema of a page of a longer list (its `$id` and title given): the items of page `page` (1-based) of
 * `pageSize`, and the total number of items.
 */
export function pageOf<const Id extends string, const Title extends string, const Item>(
  $id: Id,
  title: Title,
  item: Item,
) {
  return {
    $id,
    title,
    type: 'object',
    additionalProperties: false,
    required: ['items', 'page', 'pageSize', 'total'],
    properties: {
      items: { type: 'array', items: item },
      page: { type: 'integer', minimum: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 100 },
      total: count,
    },
  } as const;
}

/** The error body of every 4xx and 5xx answer. */
export const errorSchema = {
  $id: 'api/error',
  title: 'Error',
  description: "Every 4xx/5xx answer. `message` is Danish and is shown after 'Server besked:'.",
  type: 'object',
  additionalProperties: false,
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$', description: 'Stable error code, e.g. NOT_FOUND.' },
    message: { ...nonBlank, description: 'Danish text for the author.' },
    issues: {
      type: 'array',
      description: 'What is wrong where, when a content editor saves a definition or text that does not hold.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['pointer', 'message'],
        properties: {
          pointer: { type: 'string', description: 'JSON pointer into the saved payload.' },
          message: { ...nonBlank, description: 'Danish text.' },
        },
      },
    },
  },
} as const;
export type ApiError = FromSchema<typeof errorSchema>;

/** The answer of a call that only confirms (e.g. a payment return): `ok` is always true. */
export const okSchema = {
  $id: 'api/ok',
  type: 'object',
  additionalProperties: false,
  required: ['ok'],
  properties: { ok: { type: 'boolean', const: true } },
} as const;
export type Ok = FromSchema<typeof okSchema>;

/** `schema` or null. (Union `type` arrays are refused by Ajv strict mode, so nullability is an anyOf.) */
export function nullable<const S>(schema: S) {
  return { anyOf: [schema, { type: 'null' }] } as const;
}
