/**
 * Content endpoints (spec §7): the texts, rules and recommendations that fill the report pages. All texts are
 * Danish; 'NoText' in a text field means "show nothing" (spec §2).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { modelNames } from '../models/names.ts';
import { archetypeNames, archetypeType } from '../models/story-shapes.ts';
import { id, metricId, nonBlank, rag, reportId } from './common.ts';

const text = { type: 'string', minLength: 1 } as const;
/** RAG as a number: 1 = R (red), 2 = A (amber), 3 = G (green). */
const ragLevel = { type: 'integer', minimum: 1, maximum: 3 } as const;
const url = { type: 'string', pattern: '^(?:https?://|/)\\S+$' } as const;

function listOf<const Item>(item: Item) {
  return { type: 'array', items: item } as const;
}
function record<const P extends Record<string, unknown>>(properties: P) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties) as (keyof P & string)[],
    properties,
  } as const;
}

export const reportQuerySchema = {
  $id: 'api/content/report-query',
  title: 'Which report the texts are for',
  type: 'object',
  additionalProperties: false,
  required: ['report'],
  properties: { report: reportId },
} as const;
export type ReportQuery = FromSchema<typeof reportQuerySchema>;

export const articlesQuerySchema = {
  $id: 'api/content/articles-query',
  title: "Which report's article cards, and which page of the content site's paging (4 a page)",
  type: 'object',
  additionalProperties: false,
  required: ['report'],
  properties: { report: reportId, page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 } },
} as const;
export type ArticlesQuery = FromSchema<typeof articlesQuerySchema>;

export const recommendationParamsSchema = {
  $id: 'api/content/recommendation-params',
  type: 'object',
  additionalProperties: false,
  required: ['metricId', 'genreId', 'audienceId', 'value'],
  properties: { metricId, genreId: id, audienceId: id, value: { type: 'number' } },
} as const;
export type RecommendationParams = FromSchema<typeof recommendationParamsSchema>;

export const recommendationSchema = {
  $id: 'api/content/recommendation',
  title: 'The recommendation for one metric value, genre and audience',
  type: 'object',
  additionalProperties: false,
  required: ['message', 'RAG', 'RAGText', 'RAGLevel', 'rangeHigh', 'rangeLow', 'name'],
  properties: {
    message: text,
    RAG: rag,
    RAGText: { ...text, description: "Label of the level, e.g. 'Godt'." },
    RAGLevel: ragLevel,
    rangeLow: { type: 'number', description: 'Lowest value of the band the value fell in.' },
    rangeHigh: { type: 'number', description: 'Highest value of the band the value fell in.' },
    name: { ...nonBlank, description: 'Name of the metric.' },
  },
} as const;
export type Recommendation = FromSchema<typeof recommendationSchema>;

/** A metric's value in a batch: "metricId:value", a decimal number as in the single route's path. */
const metricValuePattern = '\\d{1,2}:-?\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?';

/** At most this many metric values in one batch (the rules list 28 metrics). */
export const MAX_RECOMMENDATIONS_PER_CALL = 60;

export const recommendationsQuerySchema = {
  $id: 'api/content/recommendations-query',
  type: 'object',
  additionalProperties: false,
  required: ['genreId', 'audienceId', 'values'],
  properties: {
    genreId: id,
    audienceId: id,
    values: {
      type: 'string',
      pattern: `^${metricValuePattern}(?:,${metricValuePattern}){0,${MAX_RECOMMENDATIONS_PER_CALL - 1}}$`,
      description: `The metrics and their values, "metricId:value" separated by commas (at most ${MAX_RECOMMENDATIONS_PER_CALL}), e.g. 1:29.94,2:40448.`,
    },
  },
} as const;
export type RecommendationsQuery = FromSchema<typeof recommendationsQuerySchema>;

const { $id: _recommendationId, title: _recommendationTitle, ...recommendationBody } = recommendationSchema;

export const recommendationsSchema = {
  $id: 'api/content/recommendations',
  title: 'The recommendations for several metric values of one genre and audience, in the order asked',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['metricId', 'value'],
    properties: {
      metricId,
      value: { type: 'number' },
      recommendation: {
        ...recommendationBody,
        description: 'Absent when no band of the metric holds the value (the single route answers 404).',
      },
    },
  },
} as const;
export type Recommendations = FromSchema<typeof recommendationsSchema>;

const matchTexts = record({ match: text, noMatch: text });
const idName = record({ id, name: nonBlank });

export const rulesSchema = {
  $id: 'api/content/rules',
  title: 'Recommendation rules: metrics, audiences, genres and match texts',
  type: 'object',
  additionalProperties: false,
  required: ['metrics', 'audiences', 'genres', 'genreMatch', 'audienceMatch'],
  properties: {
    metrics: listOf(
      record({
        id: metricId,
        name: nonBlank,
        uniqueName: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
        reportIndex: reportId,
        variableName: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$', description: 'Field in the model.' },
        modelName: { type: 'string', enum: modelNames },
      }),
    ),
    audiences: listOf(idName),
    genres: listOf(idName),
    genreMatch: matchTexts,
    audienceMatch: matchTexts,
  },
} as const;
export type Rules = FromSchema<typeof rulesSchema>;

export const tipsSchema = {
  $id: 'api/content/tips',
  title: 'Tips of a report',
  ...listOf(record({ id, report: reportId, text })),
} as const;
export type Tips = FromSchema<typeof tipsSchema>;

export const characteristicsSchema = {
  $id: 'api/content/characteristics',
  title: 'Characteristics of a report (e.g. of each genre)',
  ...listOf(record({ id, report: reportId, metric: nonBlank, text })),
} as const;
export type Characteristics = FromSchema<typeof characteristicsSchema>;

export const articlesSchema = {
  $id: 'api/content/articles',
  title: 'Article cards of a report',
  ...listOf(record({ id, image: url, headline: text, summary: text, link: url })),
} as const;
export type Articles = FromSchema<typeof articlesSchema>;

export const infosSchema = {
  $id: 'api/content/infos',
  title: 'Info buttons of a report (label opens a dialog with text)',
  ...listOf(record({ id, report: reportId, label: nonBlank, text })),
} as const;
export type Infos = FromSchema<typeof infosSchema>;

export const reportIndexesSchema = {
  $id: 'api/content/report-indexes',
  title: 'The report list: ids 1..17 with Danish names and the models each reads',
  ...listOf(
    record({
      id: reportId,
      name: nonBlank,
      models: { type: 'array', items: { type: 'string', enum: modelNames }, uniqueItems: true },
    }),
  ),
} as const;
export type ReportIndexes = FromSchema<typeof reportIndexesSchema>;

export const faqSchema = {
  $id: 'api/content/faq',
  title: 'Frequently asked questions',
  ...listOf(record({ id, question: nonBlank, answer: text })),
} as const;
export type Faq = FromSchema<typeof faqSchema>;

/**
 * The information pages' texts (guide, contact, pricing introduction): sections of paragraphs and lists. A text
 * may mark **bold** and links `[text](/path)` or `[text](mailto:…)`; nothing else is markup (app/components/
 * RichText.tsx shows the rest as text).
 */
export const pagesSchema = {
  $id: 'api/content/pages',
  title: 'Texts of the information pages (guide, contact, pricing)',
  ...listOf(
    record({
      page: { enum: ['guide', 'contact', 'pricing'] },
      sections: listOf({
        type: 'object',
        additionalProperties: false,
        required: ['blocks'],
        properties: {
          heading: nonBlank,
          blocks: {
            type: 'array',
            minItems: 1,
            items: {
              anyOf: [
                record({ paragraph: text }),
                record({ steps: { type: 'array', minItems: 1, items: text }, ordered: { type: 'boolean' } }),
              ],
            },
          },
        },
      }),
    }),
  ),
} as const;
export type Pages = FromSchema<typeof pagesSchema>;

export const whatIsSchema = {
  $id: 'api/content/what-is',
  title: "'Hvad er' texts, one per report",
  ...listOf(record({ report: reportId, report_name: nonBlank, head: text, text })),
} as const;
export type WhatIs = FromSchema<typeof whatIsSchema>;

export const dashboardSchema = {
  $id: 'api/content/dashboard',
  title: 'Texts of the metric info boxes (dashboard): headline and description per metric',
  ...listOf(record({ metric: metricId, headline: nonBlank, description: text })),
} as const;
export type Dashboard = FromSchema<typeof dashboardSchema>;

export const globalScoresSchema = {
  $id: 'api/content/global-scores',
  title: 'Texts of the global score elements',
  ...listOf(
    record({
      type: { type: 'string', pattern: '^[a-z_]+$', description: 'Element key, e.g. cliches.' },
      typeName: nonBlank,
      text,
    }),
  ),
} as const;
export type GlobalScores = FromSchema<typeof globalScoresSchema>;

export const archetypeIndexesSchema = {
  $id: 'api/content/archetype-indexes',
  title: 'Archetype types 1..6 and the model names they stand for',
  ...listOf(record({ type: archetypeType, name: { type: 'string', enum: archetypeNames } })),
} as const;
export type ArchetypeIndexes = FromSchema<typeof archetypeIndexesSchema>;

export const archetypeTextsSchema = {
  $id: 'api/content/archetypes',
  title: 'Archetype texts',
  ...listOf(record({ type: archetypeType, typeName: nonBlank, RAGLevel: ragLevel, text })),
} as const;
export type ArchetypeTexts = FromSchema<typeof archetypeTextsSchema>;

const lixValue = { type: 'integer', minimum: 0, maximum: 100 } as const;
export const lixTextsSchema = {
  $id: 'api/content/lix',
  title: "LIX bands; `text` is a list split on ';'",
  ...listOf(record({ min: lixValue, max: lixValue, headline: nonBlank, text })),
} as const;
export type LixTexts = FromSchema<typeof lixTextsSchema>;

export const pricingSchema = {
  $id: 'api/content/pricing',
  title: 'Subscription tiers offered (the pricing page)',
  ...listOf(
    record({
      tier: { type: 'string', enum: ['STANDARD', 'PREMIUM'] },
      name: nonBlank,
      priceMinorPerMonth: { type: 'integer', minimum: 0, description: 'Minor units (øre), VAT included.' },
      currency: { type: 'string', pattern: '^[A-Z]{3}$' },
      uploadsPerPeriod: { type: 'integer', minimum: 0 },
      description: text,
    }),
  ),
} as const;
export type Pricing = FromSchema<typeof pricingSchema>;

/** Metrics the models give as a fraction 0..1 whose bands, like every other share, are in percent. */
const fractionMetrics = new Set(['show_tell_value', 'perspective_consistency']);

/** A metric's value in the unit its recommendation bands use (show/tell and perspective consistency in percent). */
export function bandValue(metric: { uniqueName: string }, value: number): number {
  return fractionMetrics.has(metric.uniqueName) ? Math.round(value * 10_000) / 100 : value;
}
