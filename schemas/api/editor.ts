/**
 * The content editors' endpoints (role CONTENT_EDITOR, and ADMIN; docs/EDITOR.md): report definitions and
 * content texts with their versions, saving a draft, publishing, rolling back; and the published definitions the
 * app loads at start (open to anyone).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { contentKey, count, id, isoDateTime, metricId, nonBlank, nullable, rag } from './common.ts';

/** A report definition's key, as its file in reports/ is named. */
const reportKey = { type: 'string', pattern: '^[a-z][a-z0-9-]*$', maxLength: 60 } as const;

/**
 * The content texts an editor may change, each with the schema its payload must satisfy (the schema the content
 * endpoints answer with; the recommendation bands, which no endpoint answers whole, have one of their own here).
 */
export const editableContent = {
  tips: 'api/content/tips',
  whatIs: 'api/content/what-is',
  infos: 'api/content/infos',
  characteristics: 'api/content/characteristics',
  archetypes: 'api/content/archetypes',
  lix: 'api/content/lix',
  faq: 'api/content/faq',
  recommendations: 'api/editor/recommendation-bands',
  dashboard: 'api/content/dashboard',
  globalScores: 'api/content/global-scores',
  rules: 'api/content/rules',
  pages: 'api/content/pages',
  pricing: 'api/content/pricing',
  articles: 'api/editor/articles',
} as const;
export type EditableContentName = keyof typeof editableContent;
const contentNames = Object.keys(editableContent) as EditableContentName[];

export const documentKinds = ['report', 'content'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const recommendationBandsSchema = {
  $id: 'api/editor/recommendation-bands',
  title: 'The recommendation bands: per metric (optionally per genre and audience) a range, its level and text',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['metricId', 'rangeLow', 'rangeHigh', 'RAG', 'message'],
    properties: {
      metricId,
      genreId: id,
      audienceId: id,
      rangeLow: { type: 'number' },
      rangeHigh: { type: 'number' },
      RAG: rag,
      message: nonBlank,
    },
  },
} as const;

const articleText = { type: 'string', minLength: 1, maxLength: 100_000 } as const;

/**
 * The built-in content site's articles as the editors change them (server/content/articles.ts): the report
 * categories and the posts, each with its title, its restricted Markdown body and its illustration (an SVG,
 * checked by the server).
 */
export const articlesPayloadSchema = {
  $id: 'api/editor/articles',
  title: "The built-in content site's articles: the report categories and every post",
  type: 'object',
  additionalProperties: false,
  required: ['reportCategories', 'posts'],
  properties: {
    reportCategories: {
      type: 'object',
      propertyNames: { pattern: '^(?:[1-9]|1[0-9]|20)$' },
      additionalProperties: { type: 'integer', minimum: 1 },
    },
    posts: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'slug', 'title', 'report', 'date', 'dateGmt', 'body', 'categories', 'image'],
        properties: {
          id: { type: 'integer', minimum: 1 },
          slug: { type: 'string', pattern: '^[a-z0-9æøå]+(?:-[a-z0-9æøå]+)*$', maxLength: 120 },
          title: { type: 'string', minLength: 1, maxLength: 120 },
          report: { type: 'integer', minimum: 1, maximum: 20 },
          date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$' },
          dateGmt: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$' },
          body: articleText,
          categories: { type: 'array', minItems: 1, items: { type: 'integer', minimum: 1 } },
          image: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'alt', 'svg'],
            properties: {
              id: { type: 'integer', minimum: 1 },
              alt: { type: 'string', minLength: 1, maxLength: 300 },
              svg: { type: 'string', minLength: 1, maxLength: 200_000 },
            },
          },
        },
      },
    },
  },
} as const;

export const publishedDefinitionsSchema = {
  $id: 'api/reports/definitions',
  title: 'The published report definitions, one per page (checked again by the engine in the browser)',
  type: 'object',
  additionalProperties: false,
  required: ['definitions'],
  properties: {
    definitions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'version', 'definition'],
        properties: {
          key: reportKey,
          version: { type: 'integer', minimum: 1 },
          definition: { type: 'object', description: "A report definition (schema 'report-definition')." },
        },
      },
    },
  },
} as const;
export type PublishedDefinitions = FromSchema<typeof publishedDefinitionsSchema>;

/** The published definitions' screen charts compiled ahead (engine/chart/compiled-charts.ts). */
export const compiledChartsSchema = {
  $id: 'api/reports/chart-runtimes',
  title: "The published definitions' screen charts, each compiled to vega's dataflow by the content key of its spec",
  type: 'object',
  additionalProperties: false,
  required: ['charts'],
  properties: {
    charts: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'runtime'],
        properties: {
          key: {
            ...contentKey,
            description: "The content key of the chart's complete spec (engine/chart/drawing.ts).",
          },
          // No maxLength: Ajv counts a string's characters one by one (ucs2length), which over the answer's 3 MB
          // took the login's callback page 150-200 ms of main thread with the CPU 4× slower (issue 33 point 4).
          runtime: {
            type: 'string',
            description: "vega's parsed dataflow (parse with ast: true) as JSON text, parsed when a chart needs it",
          },
        },
      },
    },
  },
} as const;
export type CompiledChartsAnswer = FromSchema<typeof compiledChartsSchema>;

const documentName = { anyOf: [reportKey, { type: 'string', enum: contentNames }] } as const;

export const documentParamsSchema = {
  $id: 'api/editor/document-params',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'name'],
  properties: { kind: { type: 'string', enum: documentKinds }, name: documentName },
} as const;
export type DocumentParams = FromSchema<typeof documentParamsSchema>;

export const versionParamsSchema = {
  $id: 'api/editor/version-params',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'name', 'version'],
  properties: {
    kind: { type: 'string', enum: documentKinds },
    name: documentName,
    version: { type: 'integer', minimum: 1 },
  },
} as const;
export type VersionParams = FromSchema<typeof versionParamsSchema>;

export const documentsSchema = {
  $id: 'api/editor/documents',
  title: 'Every report definition and content text an editor may change, with its published and newest version',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['kind', 'name', 'title', 'publishedVersion', 'latestVersion', 'changedAt'],
    properties: {
      kind: { type: 'string', enum: documentKinds },
      name: nonBlank,
      title: nonBlank,
      publishedVersion: { type: 'integer', minimum: 0, description: '0: a new page never published yet.' },
      latestVersion: { type: 'integer', minimum: 1 },
      changedAt: isoDateTime,
    },
  },
} as const;
export type EditorDocuments = FromSchema<typeof documentsSchema>;

const versionSummaryShape = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'state', 'author', 'createdAt', 'note'],
  properties: {
    version: { type: 'integer', minimum: 1 },
    state: { type: 'string', enum: ['draft', 'published'] },
    author: { ...nullable(nonBlank), description: 'Who saved it; null for a version seeded from the repository.' },
    createdAt: isoDateTime,
    note: nullable({ type: 'string' }),
  },
} as const;

export const versionHistorySchema = {
  $id: 'api/editor/versions',
  title: "A definition's or text's versions, newest first, and the version published now",
  type: 'object',
  additionalProperties: false,
  required: ['publishedVersion', 'versions'],
  properties: {
    publishedVersion: { type: 'integer', minimum: 0, description: '0: a new page never published yet.' },
    versions: { type: 'array', items: versionSummaryShape },
  },
} as const;
export type VersionHistory = FromSchema<typeof versionHistorySchema>;

export const versionSchema = {
  $id: 'api/editor/version',
  title: 'One version with its payload',
  type: 'object',
  additionalProperties: false,
  required: [...versionSummaryShape.required, 'payload'],
  properties: { ...versionSummaryShape.properties, payload: {} },
} as const;
export type EditorVersion = FromSchema<typeof versionSchema>;

export const saveVersionSchema = {
  $id: 'api/editor/save',
  title: 'A new version: a draft, or published at once',
  type: 'object',
  additionalProperties: false,
  required: ['payload', 'baseVersion', 'publish'],
  properties: {
    payload: {},
    baseVersion: {
      type: 'integer',
      minimum: 0,
      description:
        'The published version the editor started from (0: a new page never published); publishing over a newer ' +
        'one is refused (409).',
    },
    publish: { type: 'boolean' },
    note: { type: 'string', maxLength: 500 },
  },
} as const;
export type SaveVersion = FromSchema<typeof saveVersionSchema>;

export const rollbackSchema = {
  $id: 'api/editor/rollback',
  title: 'Publish an earlier version again (as a new version)',
  type: 'object',
  additionalProperties: false,
  required: ['toVersion', 'baseVersion'],
  properties: {
    toVersion: { type: 'integer', minimum: 1 },
    baseVersion: { type: 'integer', minimum: 0 },
    note: { type: 'string', maxLength: 500 },
  },
} as const;
export type Rollback = FromSchema<typeof rollbackSchema>;

/** The answer to a save or roll-back: the version stored. */
export const savedVersionSchema = {
  $id: 'api/editor/saved',
  type: 'object',
  additionalProperties: false,
  required: ['version', 'state', 'publishedVersion', 'versions'],
  properties: {
    version: { type: 'integer', minimum: 1 },
    state: { type: 'string', enum: ['draft', 'published'] },
    publishedVersion: { type: 'integer', minimum: 0, description: '0: a new page never published yet.' },
    versions: count,
  },
} as const;
export type SavedVersion = FromSchema<typeof savedVersionSchema>;

/**
 * A new report page from the template (docs/EDITOR.md): only the request's shape here; the key's form, a key
 * that exists, the title's length, the icon and the models are checked by the handler, each with a Danish message.
 */
export const newReportPageSchema = {
  $id: 'api/editor/new-report-page',
  title: 'A new report page, stored as a draft from the template',
  type: 'object',
  additionalProperties: false,
  required: ['key', 'title', 'icon', 'models', 'after'],
  properties: {
    key: { type: 'string', maxLength: 200 },
    title: { type: 'string', maxLength: 2000 },
    icon: { type: 'string', maxLength: 20 },
    models: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 60 } },
    after: {
      ...nullable({ type: 'string', maxLength: 200 }),
      description: 'The page it follows in the menu; null: first.',
    },
  },
} as const;
export type NewReportPage = FromSchema<typeof newReportPageSchema>;

export const newReportPageCreatedSchema = {
  $id: 'api/editor/new-report-page-created',
  type: 'object',
  additionalProperties: false,
  required: ['key', 'version', 'reportId'],
  properties: {
    key: reportKey,
    version: { type: 'integer', minimum: 1 },
    reportId: { type: 'integer', minimum: 1, maximum: 99 },
  },
} as const;
export type NewReportPageCreated = FromSchema<typeof newReportPageCreatedSchema>;
