/** The database schema (drizzle). Migrations in server/db/migrations are generated from this file. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const binary = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

export const users = pgTable('users', {
  id: id(),
  /** The OpenID Connect subject of the user at the configured provider. */
  subject: text('subject').notNull().unique(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  picture: text('picture'),
  /** scrypt hash; only accounts of the built-in identity provider have one. */
  passwordHash: text('password_hash'),
  /**
   * False for an account signed up with the built-in provider until its e-mail link is followed; the built-in
   * provider refuses its login until then. Accounts from before sign-up existed, seeded or external, are true.
   */
  emailVerified: boolean('email_verified').notNull().default(true),
  role: text('role').notNull().default('AUTHOR'),
  complimentaryUploads: integer('complimentary_uploads').notNull().default(0),
  subscriptionUploads: integer('subscription_uploads').notNull().default(0),
  purchasedUploads: integer('purchased_uploads').notNull().default(0),
  /**
   * Raised by triggers on every change of the row, the user's subscriptions and settings (migration 0008): an API
   * process that keeps a signed-in principal compares it per request (server/auth/principal-cache.ts).
   */
  authVersion: integer('auth_version').notNull().default(0),
  createdAt: createdAt(),
});

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  tier: text('tier').notNull(),
  /** active | cancelled (benefits until ends_at) | expired */
  status: text('status').notNull().default('active'),
  uploadsPerPeriod: integer('uploads_per_period').notNull(),
  /** Granted by an admin rather than bought. */
  granted: boolean('granted').notNull().default(false),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  /**
   * A bought subscription: the end of the period paid for; the renewal (server/billing/renewal.ts) starts the
   * next period then. Null for granted ones and for those bought before renewal existed (a month after start).
   */
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  /** The payment provider's id of the subscription (Stripe's sub_…), when it has one. */
  providerSubscriptionId: text('provider_subscription_id'),
});

export const manuscripts = pgTable('manuscripts', {
  id: id(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  title: text('title').notNull(),
  genreId: integer('genre_id').notNull(),
  audienceId: integer('audience_id').notNull(),
  createdAt: createdAt(),
});

export const revisions = pgTable('revisions', {
  id: id(),
  manuscriptId: integer('manuscript_id')
    .notNull()
    .references(() => manuscripts.id),
  number: integer('number').notNull(),
  title: text('title').notNull(),
  genreId: integer('genre_id').notNull(),
  audienceId: integer('audience_id').notNull(),
  modelVersion: integer('model_version').notNull(),
  /** queued | analysing | done | failed */
  status: text('status').notNull().default('queued'),
  stage: text('stage'),
  progress: real('progress').notNull().default(0),
  /** Last sign of life of the worker analysing the revision; a stale one is taken over by another worker. */
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  failureReason: text('failure_reason'),
  fileName: text('file_name').notNull(),
  fileType: text('file_type').notNull(),
  fileSize: integer('file_size').notNull(),
  /**
   * The allowance the upload was spent from (complimentary | subscription | purchased); a failed analysis gives it
   * back there. Null for revisions stored before it was recorded (nothing is given back for those).
   */
  uploadSource: text('upload_source'),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * A revision's uploaded file: its bytes in the row (PostgreSQL), or the key of a file in the data folder's file
 * store (PGlite: server/db/revision-files.ts says why). Exactly one of the two is set.
 */
export const revisionFiles = pgTable(
  'revision_files',
  {
    revisionId: integer('revision_id')
      .primaryKey()
      .references(() => revisions.id),
    bytes: binary('bytes'),
    fileKey: text('file_key'),
  },
  (t) => [check('revision_files_bytes_or_key', sql`(${t.bytes} IS NULL) <> (${t.fileKey} IS NULL)`)],
);

export const revisionData = pgTable(
  'revision_data',
  {
    revisionId: integer('revision_id')
      .notNull()
      .references(() => revisions.id),
    model: text('model').notNull(),
    section: text('section').notNull(),
    content: jsonb('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.revisionId, t.model, t.section] })],
);

/**
 * The passages behind a revision's figures (analysis/passages/): per model the sentences and, per key, where it
 * was found (schemas/passages.ts). Bounded by PASSAGES_MAX_BYTES per revision; stored with the results.
 */
export const revisionPassages = pgTable(
  'revision_passages',
  {
    revisionId: integer('revision_id')
      .notNull()
      .references(() => revisions.id),
    model: text('model').notNull(),
    content: jsonb('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.revisionId, t.model] })],
);

export const authorSettings = pgTable(
  'author_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

export const history = pgTable(
  'history',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** upload | analysis-done | analysis-failed | subscription-started | subscription-cancelled | … */
    kind: text('kind').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('history_user_time').on(t.userId, t.createdAt)],
);

/** Signing keys of the built-in identity provider, kept in the database so every process signs alike. */
export const identityKeys = pgTable('identity_keys', {
  kid: text('kid').primaryKey(),
  jwk: jsonb('jwk').notNull(),
  createdAt: createdAt(),
});

/** Content served by the content endpoints, seeded from versioned files (name → JSON payload). */
export const contentEntries = pgTable('content_entries', {
  name: text('name').primaryKey(),
  seedVersion: integer('seed_version').notNull(),
  payload: jsonb('payload').notNull(),
});

/**
 * Every version of what content editors change (docs/EDITOR.md): report definitions (kind 'report', name = the
 * report's key) and content texts (kind 'content', name = the content entry). Versions count from 1 per name and
 * are never changed or deleted; the published one is the newest in state 'published'. A version seeded from the
 * repository has no author and the hash of the file it came from.
 */
export const editorialVersions = pgTable(
  'editorial_versions',
  {
    id: id(),
    /** report | content */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    payload: jsonb('payload').notNull(),
    /** draft | published */
    state: text('state').notNull(),
    authorId: integer('author_id').references(() => users.id),
    note: text('note'),
    seedHash: text('seed_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('editorial_versions_name_version').on(t.kind, t.name, t.version),
    index('editorial_versions_state').on(t.kind, t.state, t.id),
  ],
);

/** The local billing ledger: one invoice per paid subscription period (amounts in øre, VAT included). */
export const invoices = pgTable('invoices', {
  id: id(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  subscriptionId: integer('subscription_id').references(() => subscriptions.id),
  number: text('number').notNull().unique(),
  description: text('description').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  /** The moms (25 % Danish VAT) included in amount_minor, in øre. */
  vatMinor: integer('vat_minor').notNull().default(0),
  currency: text('currency').notNull().default('DKK'),
  /** PAID | OPEN | VOID */
  status: text('status').notNull().default('PAID'),
  issuedAt: createdAt(),
});

/** Returns from the payment page (/payment?clientReferenceId=…), recorded once each. */
export const paymentReturns = pgTable('payment_returns', {
  clientReferenceId: text('client_reference_id').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  receivedAt: createdAt(),
});

/**
 * Checkouts an author started towards the payment page: the clientReferenceId the payment page returns with.
 * A return without a signed-in caller is recorded only for a checkout found here and not yet expired.
 */
export const paymentCheckouts = pgTable('payment_checkouts', {
  clientReferenceId: text('client_reference_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  tier: text('tier').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** When the payment provider's webhook said it was paid (set once), and the subscription it started. */
  completedAt: timestamp('completed_at', { withTimezone: true }),
  subscriptionId: integer('subscription_id').references(() => subscriptions.id),
});

/** Webhook events of the payment provider already handled (by the provider's event id): a replay changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/** The reference library of analysed published books that manuscripts are compared with. */
/**
 * Counters raised by triggers (migration 0008) so that a process tells a change by one number: 'library' counts
 * every change of library_books (the read-time models depend on the library).
 */
export const changeCounters = pgTable('change_counters', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});

export const libraryBooks = pgTable('library_books', {
  isbn: text('isbn').primaryKey(),
  title: text('title').notNull(),
  author: text('author').notNull(),
  genre: text('genre').notNull(),
  audience: text('audience').notNull(),
  /** First publication year, when known. */
  year: integer('year'),
  /** The form of the work in Danish (roman, novelle, fortælling, noveller, eventyr), when known. */
  form: text('form'),
  /**
   * The numbers the similar books are found by (server/derived/similarity-features.ts, every group the book has),
   * kept beside the items so the index is built without reading them; null until computed.
   */
  features: jsonb('features'),
  /** Revision data: a list of {model, section, content}. */
  items: jsonb('items').notNull(),
  seedVersion: integer('seed_version').notNull(),
  /** 'seed' (server/content/library/books.json.gz) or 'upload' (added by an admin from a book file). */
  origin: text('origin').notNull().default('seed'),
  /** Set when an admin removed the book; a removed seed book is not seeded again. */
  removedAt: timestamp('removed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Analysed showcase manuscripts (the trial report), re-analysed when their fingerprint changes. */
export const showcaseReports = pgTable('showcase_reports', {
  key: text('key').primaryKey(),
  /** Hash of the text and the analyser's model list it was produced from. */
  fingerprint: text('fingerprint').notNull(),
  title: text('title').notNull(),
  genre: text('genre').notNull(),
  audience: text('audience').notNull(),
  items: jsonb('items').notNull(),
  /** The passages behind the figures, per model (as revision_passages); null for a report stored before them. */
  passages: jsonb('passages'),
  createdAt: createdAt(),
});

/**
 * State of the built-in identity provider (sessions, interactions, grants, codes, refresh tokens), so that
 * logins survive a restart and every API process behind a load balancer sees the same sessions.
 */
export const identityState = pgTable(
  'identity_state',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('identity_state_grant').on(t.grantId),
    index('identity_state_uid').on(t.uid),
  ],
);

/**
 * Access tokens refused before their expiry: the grants (logins) ended by a logout. Every JWT access token of the
 * built-in provider names its grant (claim `gid`); an entry lives until the last token of that grant expires.
 */
export const revokedGrants = pgTable(
  'revoked_grants',
  {
    grantId: text('grant_id').primaryKey(),
    revokedAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_grants_expires').on(t.expiresAt)],
);

/**
 * Failed logins at the built-in identity provider, per key ('account:<e-mail>' or 'address:<ip>'), kept for the
 * limits' window (server/auth/login-limits.ts): in the database, so that they hold across restarts and processes.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_key').on(t.key, t.failedAt), index('login_failures_at').on(t.failedAt)],
);

/** A key locked by too many failed logins, until `locked_until`. */
export const loginLocks = pgTable('login_locks', {
  key: text('key').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

/** Mails the server has sent: with no mail server configured this table is the outbox an admin reads. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient)],
);
