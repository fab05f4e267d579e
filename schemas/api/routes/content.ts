/** Content routes (spec §7): recommendations, rules, texts, pricing and the WordPress-compatible articles. */
import * as content from '../content.ts';
import { notFound, openErrors, type RouteContract, type Schema } from '../route-contract.ts';
import { textsQuerySchema, textsSchema } from '../texts.ts';
import { wpErrorSchema, wpMediaParamsSchema, wpMediaSchema, wpPostsQuerySchema, wpPostsSchema } from '../wordpress.ts';

/** WordPress' own error shape for the WordPress-compatible routes. */
const wpErrors = { 400: wpErrorSchema, 500: wpErrorSchema } as const;

/** WordPress' paging headers, on the article routes' answers (spec §7). */
const wpPagingHeaders = {
  'x-wp-total': { type: 'integer', minimum: 0, description: 'How many articles there are in all (every page).' },
  'x-wp-totalpages': { type: 'integer', minimum: 0, description: 'How many pages of this page size there are.' },
} as const;

/** A GET of content texts, open to anyone. */
function contentText<const P extends string, const O extends string, const R extends Schema>(
  path: P,
  operationId: O,
  summary: string,
  response: R,
) {
  return {
    method: 'GET',
    path,
    operationId,
    summary,
    tags: ['content'],
    access: 'open',
    response: { 200: response, ...openErrors },
  } as const;
}

/** A GET of content texts of one report (?report=id), open to anyone. */
function reportText<const P extends string, const O extends string, const R extends Schema>(
  path: P,
  operationId: O,
  summary: string,
  response: R,
) {
  return { ...contentText(path, operationId, summary, response), querystring: content.reportQuerySchema } as const;
}

export const contentRoutes = [
  {
    method: 'GET',
    path: 'recommendations/:metricId/:genreId/:audienceId/:value',
    operationId: 'getRecommendation',
    summary: 'The recommendation for a metric value in a genre and audience',
    tags: ['content'],
    access: 'open',
    params: content.recommendationParamsSchema,
    response: { 200: content.recommendationSchema, ...openErrors, ...notFound },
  },
  {
    method: 'GET',
    path: 'recommendations/',
    operationId: 'listRecommendations',
    summary: 'The recommendations for several metric values of one genre and audience (one call per report page)',
    tags: ['content'],
    access: 'open',
    querystring: content.recommendationsQuerySchema,
    response: { 200: content.recommendationsSchema, ...openErrors, ...notFound },
  },
  contentText('recommendations/rules/', 'getRules', 'Metrics, audiences, genres and match texts', content.rulesSchema),
  reportText('tips/', 'listTips', 'Tips of a report', content.tipsSchema),
  reportText('characteristics/', 'listCharacteristics', 'Characteristics of a report', content.characteristicsSchema),
  {
    ...contentText(
      'articles/',
      'listArticles',
      "Article cards of a report, a page of 4 at a time; headers x-wp-total and x-wp-totalpages carry the content site's totals",
      content.articlesSchema,
    ),
    querystring: content.articlesQuerySchema,
    responseHeaders: wpPagingHeaders,
  },
  reportText('infos/', 'listInfos', 'Info buttons of a report', content.infosSchema),
  contentText('reportIndexes/', 'listReportIndexes', 'The report list', content.reportIndexesSchema),
  contentText('faq/', 'listFaq', 'Frequently asked questions', content.faqSchema),
  contentText('whatIs/', 'listWhatIs', "'Hvad er' texts of every report", content.whatIsSchema),
  contentText('dashboard/', 'listDashboardTexts', 'Texts of the metric info boxes', content.dashboardSchema),
  contentText(
    'globalScores/',
    'listGlobalScoreTexts',
    'Texts of the global score elements',
    content.globalScoresSchema,
  ),
  contentText('archetypeIndexes/', 'listArchetypeIndexes', 'Archetype types and names', content.archetypeIndexesSchema),
  contentText('archetypes/', 'listArchetypeTexts', 'Archetype texts', content.archetypeTextsSchema),
  contentText('lix/', 'listLixTexts', 'LIX bands and their texts', content.lixTextsSchema),
  {
    ...contentText(
      'texts/',
      'listTexts',
      'Several content texts in one call (the rules, the report list, the FAQs, the shared report texts)',
      textsSchema,
    ),
    querystring: textsQuerySchema,
  },
  contentText('pricing/', 'listPricing', 'Subscription tiers offered', content.pricingSchema),
  contentText('pages/', 'listPages', 'Texts of the information pages (guide, contact, pricing)', content.pagesSchema),
  {
    method: 'GET',
    path: 'wp-json/wp/v2/posts',
    operationId: 'listWpPosts',
    summary: 'WordPress-compatible articles; headers x-wp-total and x-wp-totalpages carry the totals',
    tags: ['content'],
    access: 'open',
    querystring: wpPostsQuerySchema,
    responseHeaders: wpPagingHeaders,
    errorShape: 'wordpress',
    response: { 200: wpPostsSchema, ...wpErrors },
  },
  {
    method: 'GET',
    path: 'wp-json/wp/v2/media/:id',
    operationId: 'getWpMedia',
    summary: "WordPress-compatible media item (an article's illustration)",
    tags: ['content'],
    access: 'open',
    params: wpMediaParamsSchema,
    errorShape: 'wordpress',
    response: { 200: wpMediaSchema, ...wpErrors, 404: wpErrorSchema },
  },
] as const satisfies readonly RouteContract[];
