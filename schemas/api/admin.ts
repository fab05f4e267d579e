/**
 * Admin endpoints (roles ADMIN and DEVELOPER) for the admin screens of spec §2: manuscripts, manuscript,
 * authors, author, author history, author manuscripts, similar books, new users, and grants of subscriptions.
 * An admin also reads any manuscript's revisions and revision data through the ordinary manuscripts/ routes.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { isbn } from '../models/similar-books.ts';
import { subscriptionShape, userInfoShape, userShape } from './author.ts';
import {
  count,
  id,
  idParams,
  isoDateTime,
  nonBlank,
  nullable,
  pageOf,
  pagingProperties,
  subscriptionTiers,
  timeFilterProperties,
} from './common.ts';
import { lifecycleStatuses, manuscriptShape, revisionShape } from './manuscripts.ts';

const authorRef = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: { id, name: nonBlank },
} as const;

export const adminManuscriptsQuerySchema = {
  $id: 'api/admin/manuscripts-query',
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingProperties,
    ...timeFilterProperties,
    status: { type: 'string', enum: lifecycleStatuses },
  },
} as const;
export type AdminManuscriptsQuery = FromSchema<typeof adminManuscriptsQuerySchema>;

const adminManuscriptShape = {
  type: 'object',
  additionalProperties: false,
  required: [...manuscriptShape.required, 'author'],
  properties: { ...manuscriptShape.properties, author: authorRef },
} as const;

export const adminManuscriptsPageSchema = pageOf(
  'api/admin/manuscripts',
  'A page of all manuscripts, newest first',
  adminManuscriptShape,
);
export type AdminManuscriptsPage = FromSchema<typeof adminManuscriptsPageSchema>;

export const adminManuscriptSchema = {
  $id: 'api/admin/manuscript',
  title: 'One manuscript with its author and revisions',
  type: 'object',
  additionalProperties: false,
  required: [...adminManuscriptShape.required, 'revisions'],
  properties: { ...adminManuscriptShape.properties, revisions: { type: 'array', items: revisionShape } },
} as const;
export type AdminManuscript = FromSchema<typeof adminManuscriptSchema>;

export const adminAuthorsQuerySchema = {
  $id: 'api/admin/authors-query',
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingProperties,
    ...timeFilterProperties,
    q: { type: 'string', maxLength: 100, description: 'Part of the name or e-mail address.' },
  },
} as const;
export type AdminAuthorsQuery = FromSchema<typeof adminAuthorsQuerySchema>;

const email = { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+$' } as const;

const authorSummaryShape = {
  type: 'object',
  additionalProperties: false,
  required: [...userShape.required, ...userInfoShape.required, 'email', 'created', 'manuscriptCount'],
  properties: {
    ...userShape.properties,
    ...userInfoShape.properties,
    email: nullable(email),
    created: { ...isoDateTime, description: 'When the author signed up.' },
    manuscriptCount: count,
  },
} as const;

/** admin/authors (by name) and admin/new-users (newest first) both answer a page of authors. */
export const adminAuthorsPageSchema = pageOf('api/admin/authors', 'A page of authors', authorSummaryShape);
export type AdminAuthorsPage = FromSchema<typeof adminAuthorsPageSchema>;

export const adminAuthorSchema = {
  $id: 'api/admin/author',
  title: 'One author with their subscriptions',
  type: 'object',
  additionalProperties: false,
  required: [...authorSummaryShape.required, 'subscriptions'],
  properties: {
    ...authorSummaryShape.properties,
    subscriptions: { type: 'array', items: subscriptionShape },
  },
} as const;
export type AdminAuthor = FromSchema<typeof adminAuthorSchema>;

export const authorParamsSchema = idParams('api/admin/author-params', 'An author id');
export type AuthorParams = FromSchema<typeof authorParamsSchema>;

const libraryBookShape = {
  type: 'object',
  additionalProperties: false,
  required: ['isbn', 'title', 'author', 'genre', 'audience', 'created'],
  properties: {
    isbn,
    title: nonBlank,
    author: nonBlank,
    year: { type: ['integer', 'null'], description: 'First publication year, null when unknown.' },
    form: { type: ['string', 'null'], description: 'The form of the work in Danish, null when unknown.' },
    genre: nonBlank,
    audience: nonBlank,
    created: { ...isoDateTime, description: 'When the book was analysed into the library.' },
  },
} as const;

export const adminSimilarBooksPageSchema = pageOf(
  'api/admin/similar-books',
  'A page of the reference library',
  libraryBookShape,
);
export type AdminSimilarBooksPage = FromSchema<typeof adminSimilarBooksPageSchema>;

/** One book of the reference library (the answer of POST admin/similar-books). */
export const adminLibraryBookSchema = {
  $id: 'api/admin/library-book',
  title: 'A book of the reference library',
  ...libraryBookShape,
} as const;
export type AdminLibraryBook = FromSchema<typeof adminLibraryBookSchema>;

/** The text fields of POST admin/similar-books (multipart, as strings); ids come from the rules. */
const libraryUploadFieldProperties = {
  title: { ...nonBlank, maxLength: 200 },
  author: { ...nonBlank, maxLength: 200 },
  genre: { type: 'string', pattern: '^[1-9]\\d{0,9}$', description: 'Genre id from the rules.' },
  audience: { type: 'string', pattern: '^[1-9]\\d{0,9}$', description: 'Audience id from the rules.' },
  isbn: { type: 'string', pattern: '^(?:\\d{9}[\\dX]|\\d{13})?$', description: 'ISBN-10 or ISBN-13, optional.' },
} as const;
const libraryUploadFieldNames = ['title', 'author', 'genre', 'audience'] as const;

export const libraryUploadFieldsSchema = {
  $id: 'api/admin/library-upload-fields',
  title: 'Fields of a book added to the library',
  type: 'object',
  additionalProperties: false,
  required: libraryUploadFieldNames,
  properties: libraryUploadFieldProperties,
} as const;
export type LibraryUploadFields = FromSchema<typeof libraryUploadFieldsSchema>;

/** The whole multipart body of POST admin/similar-books, for the OpenAPI document. */
export const libraryUploadFormSchema = {
  $id: 'api/admin/library-upload-form',
  title: 'Book upload to the library (multipart/form-data)',
  type: 'object',
  additionalProperties: false,
  required: ['file', ...libraryUploadFieldNames],
  properties: {
    file: {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: 'The book: .docx, .epub or .txt, at most 10,000,000 bytes; analysed, kept as measures only.',
    },
    ...libraryUploadFieldProperties,
  },
} as const;

/** POST admin/authors/:id/subscriptions: grant a subscription without payment. */
export const subscriptionGrantSchema = {
  $id: 'api/admin/subscription-grant',
  title: 'Grant of a subscription',
  type: 'object',
  additionalProperties: false,
  required: ['tier', 'months'],
  properties: {
    tier: { type: 'string', enum: subscriptionTiers },
    months: { type: 'integer', minimum: 1, maximum: 36 },
    uploadsPerPeriod: { ...count, maximum: 1000, description: "Default: the tier's quota." },
  },
} as const;
export type SubscriptionGrant = FromSchema<typeof subscriptionGrantSchema>;

/** POST admin/authors/:id/role: the roles an admin gives (DEVELOPER is given only in the database). */
export const assignableRoles = ['AUTHOR', 'CONTENT_EDITOR', 'ADMIN'] as const;
export const roleChangeSchema = {
  $id: 'api/admin/role-change',
  title: "Change of a user's role",
  type: 'object',
  additionalProperties: false,
  required: ['role'],
  properties: { role: { type: 'string', enum: assignableRoles } },
} as const;
export type RoleChange = FromSchema<typeof roleChangeSchema>;

/** GET admin/outbox: the mails the server wrote (sign-up verification, password reset), newest first. */
export const outboxSchema = {
  $id: 'api/admin/outbox',
  title: 'The outbox (mails written when no mail server is configured)',
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'recipient', 'subject', 'body', 'createdAt'],
        properties: { id, recipient: nonBlank, subject: nonBlank, body: { type: 'string' }, createdAt: isoDateTime },
      },
    },
  },
} as const;
export type Outbox = FromSchema<typeof outboxSchema>;
