/**
 * Every route of the API (spec §7, plus admin, payment and the WordPress-compatible articles endpoint), with
 * its request and response schemas. The server registers its Fastify routes from this table and
 * @fastify/swagger derives the OpenAPI document from it. Paths are Fastify style, relative to /api.
 */
import * as admin from './admin.ts';
import * as author from './author.ts';
import { errorSchema, okSchema } from './common.ts';
import * as content from './content.ts';
import * as library from './library.ts';
import * as manuscripts from './manuscripts.ts';
import { paymentReturnSchema } from './payment.ts';
import { wpPostsQuerySchema, wpPostsSchema } from './wordpress.ts';

/** Who may call a route: anyone; a signed-in user; a subscriber (STANDARD or PREMIUM; admins too); an admin. */
export type Access = 'open' | 'login' | 'subscription' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'DELETE';
type Schema = { readonly $id: string };

export interface RouteContract {
  readonly method: HttpMethod;
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly access: Access;
  readonly params?: Schema;
  readonly querystring?: Schema;
  readonly body?: Schema;
  /** Request content types other than application/json (the upload). */
  readonly consumes?: readonly string[];
  /** Response content types other than application/json (the progress stream). */
  readonly produces?: readonly string[];
  readonly response: { readonly [status: number]: Schema };
}

/** The error answers each kind of route can give (400 bad input, 401 not signed in, 403 not allowed). */
const openErrors = { 400: errorSchema, 500: errorSchema } as const;
const loginErrors = { ...openErrors, 401: errorSchema } as const;
const guardedErrors = { ...loginErrors, 403: errorSchema } as const;
const notFound = { 404: errorSchema } as const;

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

export const routes = [
  // Author
  {
    method: 'GET',
    path: 'author/status',
    operationId: 'getAuthorStatus',
    summary: 'The signed-in author: user (uploads left) and info (role, access level)',
    tags: ['author'],
    access: 'login',
    response: { 200: author.authorStatusSchema, ...loginErrors },
  },
  {
    method: 'GET',
    path: 'author/settings/',
    operationId: 'listSettings',
    summary: 'All settings of the author',
    tags: ['author'],
    access: 'login',
    response: { 200: author.settingsSchema, ...loginErrors },
  },
  {
    method: 'POST',
    path: 'author/settings/',
    operationId: 'saveSettings',
    summary: 'Create or update settings (a single update sends a one-item list); answers all settings',
    tags: ['author'],
    access: 'login',
    body: author.settingsSchema,
    response: { 200: author.settingsSchema, ...loginErrors },
  },
  {
    method: 'DELETE',
    path: 'author/settings/:name',
    operationId: 'deleteSetting',
    summary: 'Delete one setting; answers the remaining settings',
    tags: ['author'],
    access: 'login',
    params: author.settingNameParamsSchema,
    response: { 200: author.settingsSchema, ...loginErrors, ...notFound },
  },
  {
    method: 'DELETE',
    path: 'author/settings/',
    operationId: 'deleteAllSettings',
    summary: 'Delete all settings; answers the (empty) list',
    tags: ['author'],
    access: 'login',
    response: { 200: author.settingsSchema, ...loginErrors },
  },
  {
    method: 'GET',
    path: 'author/history/',
    operationId: 'listHistory',
    summary: 'A page of the author history, newest first, optionally between startTime and endTime',
    tags: ['author'],
    access: 'login',
    querystring: author.pagingTimeQuerySchema,
    response: { 200: author.historyPageSchema, ...loginErrors },
  },
  {
    method: 'GET',
    path: 'author/subscriptions/',
    operationId: 'listSubscriptions',
    summary: 'A page of the author subscriptions, newest first',
    tags: ['author'],
    access: 'login',
    querystring: author.pagingQuerySchema,
    response: { 200: author.subscriptionsPageSchema, ...loginErrors },
  },
  {
    method: 'POST',
    path: 'author/subscriptions/cancel',
    operationId: 'cancelSubscription',
    summary: 'Cancel the active subscription (it runs to its end date); answers the cancelled subscription',
    tags: ['author'],
    access: 'login',
    response: { 200: author.subscriptionSchema, ...loginErrors, ...notFound, 409: errorSchema },
  },
  {
    method: 'GET',
    path: 'author/invoices/',
    operationId: 'listInvoices',
    summary: 'A page of the author invoices, newest first, optionally between startTime and endTime',
    tags: ['author'],
    access: 'login',
    querystring: author.pagingTimeQuerySchema,
    response: { 200: author.invoicesPageSchema, ...loginErrors },
  },
  // Content
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
  contentText('recommendations/rules/', 'getRules', 'Metrics, audiences, genres and match texts', content.rulesSchema),
  reportText('tips/', 'listTips', 'Tips of a report', content.tipsSchema),
  reportText('characteristics/', 'listCharacteristics', 'Characteristics of a report', content.characteristicsSchema),
  reportText('articles/', 'listArticles', 'Article cards of a report', content.articlesSchema),
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
  contentText('pricing/', 'listPricing', 'Subscription tiers offered', content.pricingSchema),
  {
    method: 'GET',
    path: 'wp-json/wp/v2/posts',
    operationId: 'listWpPosts',
    summary: 'WordPress-compatible articles; headers x-wp-total and x-wp-totalpages carry the totals',
    tags: ['content'],
    access: 'open',
    querystring: wpPostsQuerySchema,
    response: { 200: wpPostsSchema, ...openErrors },
  },
  // Manuscripts
  {
    method: 'GET',
    path: 'manuscripts/',
    operationId: 'listManuscripts',
    summary: 'A page of the author manuscripts with the state of their latest revision',
    tags: ['manuscripts'],
    access: 'login',
    querystring: author.pagingQuerySchema,
    response: { 200: manuscripts.manuscriptsPageSchema, ...loginErrors },
  },
  {
    method: 'POST',
    path: 'manuscripts/',
    operationId: 'uploadManuscript',
    summary: 'Upload a manuscript (multipart: file, fileType, manuscriptTitle, targetAudience, targetGenre)',
    tags: ['manuscripts'],
    access: 'login',
    consumes: ['multipart/form-data'],
    body: manuscripts.uploadFormSchema,
    response: {
      201: manuscripts.manuscriptSchema,
      ...loginErrors,
      403: errorSchema,
      413: errorSchema,
      415: errorSchema,
    },
  },
  {
    method: 'GET',
    path: 'manuscripts/:id/',
    operationId: 'getManuscript',
    summary: 'One manuscript with the state of its latest revision',
    tags: ['manuscripts'],
    access: 'login',
    params: manuscripts.manuscriptParamsSchema,
    response: { 200: manuscripts.manuscriptSchema, ...loginErrors, ...notFound },
  },
  {
    method: 'GET',
    path: 'manuscripts/:id/revisions/',
    operationId: 'listRevisions',
    summary: 'Revisions of a manuscript, newest first',
    tags: ['manuscripts'],
    access: 'subscription',
    params: manuscripts.manuscriptParamsSchema,
    response: { 200: manuscripts.revisionsSchema, ...guardedErrors, ...notFound },
  },
  {
    method: 'GET',
    path: 'manuscripts/:id/revisions/:rev/',
    operationId: 'getRevisionData',
    summary: 'Revision data (list of {model, section, content}) for the models and sections asked',
    tags: ['manuscripts'],
    access: 'subscription',
    params: manuscripts.revisionParamsSchema,
    querystring: manuscripts.modelsSectionsQuerySchema,
    response: { 200: manuscripts.revisionDataResponseSchema, ...guardedErrors, ...notFound },
  },
  {
    method: 'GET',
    path: 'manuscripts/:id/revisions/:rev/progress',
    operationId: 'streamRevisionProgress',
    summary: "Server-Sent Events: analysis progress (event 'progress', data a progress event) until done or failed",
    tags: ['manuscripts'],
    access: 'login',
    params: manuscripts.revisionParamsSchema,
    produces: ['text/event-stream'],
    response: { 200: manuscripts.progressEventSchema, ...loginErrors, ...notFound },
  },
  // Similar books and trial report
  {
    method: 'GET',
    path: 'similar-books/:isbn/',
    operationId: 'getSimilarBookData',
    summary: 'Revision data of a library book for the models and sections asked',
    tags: ['library'],
    access: 'login',
    params: library.isbnParamsSchema,
    querystring: manuscripts.modelsSectionsQuerySchema,
    response: { 200: manuscripts.revisionDataResponseSchema, ...loginErrors, ...notFound },
  },
  {
    method: 'GET',
    path: 'similar-books/:isbn/metadata',
    operationId: 'getSimilarBookMetadata',
    summary: 'Metadata of a library book',
    tags: ['library'],
    access: 'login',
    params: library.isbnParamsSchema,
    response: { 200: library.similarBookMetadataSchema, ...loginErrors, ...notFound },
  },
  {
    method: 'GET',
    path: 'trial-report/',
    operationId: 'getTrialReportData',
    summary: 'Revision data of the trial report for the models and sections asked',
    tags: ['library'],
    access: 'open',
    querystring: manuscripts.modelsSectionsQuerySchema,
    response: { 200: manuscripts.revisionDataResponseSchema, ...openErrors },
  },
  {
    method: 'GET',
    path: 'trial-report/metadata',
    operationId: 'getTrialReportMetadata',
    summary: 'Metadata of the trial report manuscript',
    tags: ['library'],
    access: 'open',
    response: { 200: library.trialReportMetadataSchema, ...openErrors },
  },
  // Payment
  {
    method: 'POST',
    path: 'payment/return',
    operationId: 'recordPaymentReturn',
    summary: 'Record the return from the payment page with its clientReferenceId',
    tags: ['payment'],
    access: 'open',
    body: paymentReturnSchema,
    response: { 200: okSchema, ...openErrors, ...notFound },
  },
  // Admin
  {
    method: 'GET',
    path: 'admin/manuscripts',
    operationId: 'adminListManuscripts',
    summary: 'A page of all manuscripts, newest first, by status and time',
    tags: ['admin'],
    access: 'admin',
    querystring: admin.adminManuscriptsQuerySchema,
    response: { 200: admin.adminManuscriptsPageSchema, ...guardedErrors },
  },
  {
    method: 'GET',
    path: 'admin/manuscripts/:id',
    operationId: 'adminGetManuscript',
    summary: 'One manuscript with its author and revisions',
    tags: ['admin'],
    access: 'admin',
    params: manuscripts.manuscriptParamsSchema,
    response: { 200: admin.adminManuscriptSchema, ...guardedErrors, ...notFound },
  },
  {
    method: 'GET',
    path: 'admin/authors',
    operationId: 'adminListAuthors',
    summary: 'A page of authors by name, optionally searched by q',
    tags: ['admin'],
    access: 'admin',
    querystring: admin.adminAuthorsQuerySchema,
    response: { 200: admin.adminAuthorsPageSchema, ...guardedErrors },
  },
  {
    method: 'GET',
    path: 'admin/authors/:id',
    operationId: 'adminGetAuthor',
    summary: 'One author with their subscriptions',
    tags: ['admin'],
    access: 'admin',
    params: admin.authorParamsSchema,
    response: { 200: admin.adminAuthorSchema, ...guardedErrors, ...notFound },
  },
  {
    method: 'GET',
    path: 'admin/authors/:id/history',
    operationId: 'adminListAuthorHistory',
    summary: 'A page of an author history, newest first',
    tags: ['admin'],
    access: 'admin',
    params: admin.authorParamsSchema,
    querystring: author.pagingTimeQuerySchema,
    response: { 200: author.historyPageSchema, ...guardedErrors, ...notFound },
  },
  {
    method: 'GET',
    path: 'admin/authors/:id/manuscripts',
    operationId: 'adminListAuthorManuscripts',
    summary: 'A page of an author manuscripts, newest first',
    tags: ['admin'],
    access: 'admin',
    params: admin.authorParamsSchema,
    querystring: author.pagingQuerySchema,
    response: { 200: manuscripts.manuscriptsPageSchema, ...guardedErrors, ...notFound },
  },
  {
    method: 'POST',
    path: 'admin/authors/:id/subscriptions',
    operationId: 'adminGrantSubscription',
    summary: 'Grant an author a subscription without payment',
    tags: ['admin'],
    access: 'admin',
    params: admin.authorParamsSchema,
    body: admin.subscriptionGrantSchema,
    response: { 201: author.subscriptionSchema, ...guardedErrors, ...notFound, 409: errorSchema },
  },
  {
    method: 'GET',
    path: 'admin/similar-books',
    operationId: 'adminListSimilarBooks',
    summary: 'A page of the reference library, by title',
    tags: ['admin'],
    access: 'admin',
    querystring: author.pagingQuerySchema,
    response: { 200: admin.adminSimilarBooksPageSchema, ...guardedErrors },
  },
  {
    method: 'GET',
    path: 'admin/new-users',
    operationId: 'adminListNewUsers',
    summary: 'A page of authors who signed up between startTime and endTime, newest first',
    tags: ['admin'],
    access: 'admin',
    querystring: author.pagingTimeQuerySchema,
    response: { 200: admin.adminAuthorsPageSchema, ...guardedErrors },
  },
] as const satisfies readonly RouteContract[];

export type Route = (typeof routes)[number];
export type OperationId = Route['operationId'];

/** The route of an operation, e.g. routeOf('getRevisionData'). */
export function routeOf<const Id extends OperationId>(operationId: Id): Extract<Route, { operationId: Id }> {
  const route = routes.find((r) => r.operationId === operationId);
  if (!route) throw new Error(`Unknown operation '${operationId}'`);
  return route as Extract<Route, { operationId: Id }>;
}
