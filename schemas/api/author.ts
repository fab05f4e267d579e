/** Author endpoints (spec §7 author/*): status, settings, history, subscriptions, invoices. */
import type { FromSchema } from 'json-schema-to-ts';
import {
  accessLevels,
  count,
  id,
  idParams,
  isoDateTime,
  nonBlank,
  nullable,
  pageOf,
  pagingProperties,
  roles,
  subscriptionTiers,
  timeFilterProperties,
} from './common.ts';

/** The signed-in author (spec §3 User). Uploads left = complimentary + subscription + purchased. */
export const userShape = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'picture',
    'name',
    'complimentaryUploadsRemaining',
    'subscriptionUploadsRemaining',
    'purchasedUploadsRemaining',
  ],
  properties: {
    id,
    picture: { ...nullable({ type: 'string', pattern: '^(?:https?://|/)\\S+$' }), description: 'Avatar URL.' },
    name: nonBlank,
    complimentaryUploadsRemaining: count,
    subscriptionUploadsRemaining: count,
    purchasedUploadsRemaining: count,
  },
} as const;

/**
 * Role and access level (spec §3 User info); hasSubscription ⇔ accessLevel is STANDARD or PREMIUM.
 * Lektør answers with the known values, but a client reads any string (an identity provider may grant a role the
 * app does not know): an unknown role counts as an author, an unknown or missing access level as no subscription.
 */
export const userInfoShape = {
  type: 'object',
  additionalProperties: false,
  required: ['role'],
  properties: {
    role: { type: 'string', minLength: 1, maxLength: 64, description: `Known: ${roles.join(', ')}.` },
    accessLevel: { type: 'string', maxLength: 64, description: `Known: ${accessLevels.join(', ')}.` },
  },
} as const;

export const authorStatusSchema = {
  $id: 'api/author/status',
  title: 'Author status',
  type: 'object',
  additionalProperties: false,
  required: ['user', 'info'],
  properties: { user: userShape, info: userInfoShape },
} as const;
export type AuthorStatus = FromSchema<typeof authorStatusSchema>;

/** Setting names: letters, digits and `_.:-`, e.g. 'gs_42.cliches' (a completed global-score element). */
export const settingName = { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,100}$' } as const;

const settingShape = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'value'],
  properties: { name: settingName, value: { type: 'string', maxLength: 2000 } },
} as const;

/** GET author/settings/ answers it; POST author/settings/ sends it (one item for a single update) and gets it. */
export const settingsSchema = {
  $id: 'api/author/settings',
  title: 'Author settings',
  type: 'array',
  maxItems: 200,
  items: settingShape,
} as const;
export type Settings = FromSchema<typeof settingsSchema>;

export const settingNameParamsSchema = {
  $id: 'api/author/setting-name-params',
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: settingName },
} as const;

export const pagingQuerySchema = {
  $id: 'api/paging-query',
  title: 'Paging',
  type: 'object',
  additionalProperties: false,
  properties: pagingProperties,
} as const;
export type PagingQuery = FromSchema<typeof pagingQuerySchema>;

export const pagingTimeQuerySchema = {
  $id: 'api/paging-time-query',
  title: 'Paging with a time filter',
  type: 'object',
  additionalProperties: false,
  properties: { ...pagingProperties, ...timeFilterProperties },
} as const;
export type PagingTimeQuery = FromSchema<typeof pagingTimeQuerySchema>;

export const historyEventTypes = [
  'UPLOAD',
  'ANALYSIS_DONE',
  'ANALYSIS_FAILED',
  'SUBSCRIPTION_STARTED',
  'SUBSCRIPTION_RENEWED',
  'SUBSCRIPTION_CANCELLED',
  'SUBSCRIPTION_GRANTED',
  'SUBSCRIPTION_EXPIRED',
  'PAYMENT',
  'ACCOUNT_LINKED',
  'ROLE_CHANGED',
] as const;

/** One entry of an author's history; newest first. */
export const historyEntryShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'time', 'type', 'description', 'manuscriptId', 'revisionId'],
  properties: {
    id,
    time: isoDateTime,
    type: { type: 'string', enum: historyEventTypes },
    description: { ...nonBlank, description: 'Danish text for the author.' },
    manuscriptId: nullable(id),
    revisionId: nullable(id),
  },
} as const;

export const historyPageSchema = pageOf('api/author/history', 'A page of the author history', historyEntryShape);
export type HistoryPage = FromSchema<typeof historyPageSchema>;

export const subscriptionStatuses = ['ACTIVE', 'CANCELLED', 'EXPIRED'] as const;

/**
 * A subscription. CANCELLED keeps its benefits until `endDate`; ACTIVE with `endDate` null renews on
 * `renewalDate` (null for granted ones, which end on `endDate`, and for every subscription not ACTIVE).
 * `uploadsPerPeriod` is the tier's quota; the author's remaining subscription uploads are in author/status.
 */
export const subscriptionShape = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'tier',
    'status',
    'startDate',
    'endDate',
    'cancelledAt',
    'uploadsPerPeriod',
    'granted',
    'renewalDate',
  ],
  properties: {
    id,
    tier: { type: 'string', enum: subscriptionTiers },
    status: { type: 'string', enum: subscriptionStatuses },
    startDate: isoDateTime,
    endDate: nullable(isoDateTime),
    cancelledAt: nullable(isoDateTime),
    uploadsPerPeriod: count,
    granted: { type: 'boolean', description: 'Granted by an admin rather than bought.' },
    renewalDate: { ...nullable(isoDateTime), description: 'When the next period starts and is paid.' },
  },
} as const;

export const subscriptionSchema = {
  $id: 'api/author/subscription',
  title: 'A subscription',
  ...subscriptionShape,
} as const;
export type Subscription = FromSchema<typeof subscriptionSchema>;

export const subscriptionsPageSchema = pageOf(
  'api/author/subscriptions',
  'A page of the author subscriptions, newest first',
  subscriptionShape,
);
export type SubscriptionsPage = FromSchema<typeof subscriptionsPageSchema>;

export const invoiceStatuses = ['PAID', 'OPEN', 'VOID'] as const;

/** An invoice; amounts in minor units (øre for DKK), VAT (moms, 25 %) included; `vatMinor` is that VAT. */
export const invoiceShape = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'number',
    'issued',
    'description',
    'amountMinor',
    'vatMinor',
    'currency',
    'status',
    'subscriptionId',
  ],
  properties: {
    id,
    number: { type: 'string', pattern: '^[A-Z0-9-]{1,40}$' },
    issued: isoDateTime,
    description: nonBlank,
    amountMinor: count,
    vatMinor: count,
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    status: { type: 'string', enum: invoiceStatuses },
    subscriptionId: nullable(id),
  },
} as const;

export const invoicesPageSchema = pageOf(
  'api/author/invoices',
  'A page of the author invoices, newest first',
  invoiceShape,
);
export type InvoicesPage = FromSchema<typeof invoicesPageSchema>;

/** GET author/invoices/:id/pdf: the invoice's id. */
export const invoiceParamsSchema = idParams('api/author/invoice-params', 'An invoice id');
export type InvoiceParams = FromSchema<typeof invoiceParamsSchema>;

/** The invoice as a PDF document (application/pdf); the bytes start with '%PDF-'. */
export const invoicePdfSchema = {
  $id: 'api/author/invoice-pdf',
  title: 'An invoice as PDF',
  type: 'string',
  pattern: '^%PDF-',
} as const;
