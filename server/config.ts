/** Server configuration from the environment, with the defaults of a one-process installation. */
import { resolve } from 'node:path';
import { defaultPassagesMaxBytes } from '../analysis/index.ts';
import { type IdentityConfig, identityConfigFromEnv } from './auth/identity-config.ts';
import { type Seller, sellerFromEnv } from './billing/seller.ts';
import { type TierTable, tierTableFromEnv } from './billing/tiers.ts';
import { assertNotSelf } from './content/wordpress-site.ts';

export interface ServerConfig {
  host: string;
  port: number;
  /** The origin the browser uses, e.g. http://127.0.0.1:8080. */
  publicUrl: string;
  /** Folder for the embedded database (PGlite) and its lock file. */
  dataDir: string;
  /** When set, PostgreSQL at this URL instead of the embedded database. */
  databaseUrl: string | undefined;
  /** OpenID Connect issuer; when unset the built-in development provider at {publicUrl}/oidc is used. */
  oidcIssuer: string | undefined;
  oidcClientId: string;
  /** The audience (resource indicator) that access tokens for the API carry. */
  apiAudience: string;
  /** Token types, scopes, account linking and roles from claims (server/auth/identity-config.ts; docs/IDENTITY.md). */
  identity: IdentityConfig;
  /** Folder of the built web app to serve, or undefined to serve none. */
  webDir: string | undefined;
  /** A WordPress site whose posts are the articles; unset: the server's own seeded articles. */
  wordpressUrl: string | undefined;
  /** PostgreSQL: seconds without a heartbeat after which another worker takes over an analysis. */
  jobStaleSeconds: number;
  /** Number of analysis worker threads in this process (0: this process runs no analysis). */
  analysisThreads: number;
  /**
   * Seconds an analysis or upload-check thread waits for work before it ends; the next job starts a new one
   * (ANALYSIS_IDLE_SECONDS, default 10). 0: the threads start with the process and are kept, warm.
   */
  analysisIdleSeconds: number;
  /**
   * The proxies whose X-Forwarded-For is believed (Fastify's trustProxy list: addresses, CIDR ranges or 'loopback',
   * 'linklocal', 'uniquelocal'); the client address of every other request is the connection's own. Empty (the
   * default): no header is believed, so a caller cannot choose its address per request (issue 32: with 'loopback'
   * trusted, any local client dodged the per-address login limit with a new X-Forwarded-For each time).
   */
  trustedProxies: string;
  /** What one analysis may cost before its worker thread is stopped and the revision fails. */
  analysisBudget: AnalysisBudget;
  /**
   * Demo mode: the demo accounts are created, printed at start and listed on the login page. DEMO=1 turns it on,
   * DEMO=0 off; unset, it is on unless NODE_ENV is 'production' and only for a database that is empty or already
   * holds the demo accounts (see server/db/demo-mode.ts).
   */
  demo: boolean | undefined;
  /**
   * A server that serves the app compiles the published definitions' screen charts when it starts (in a thread,
   * server/editor/compiled-charts.ts) instead of on the first call of their route (COMPILE_CHARTS_AT_START=0).
   */
  compileChartsAtStart: boolean;
  /** Bytes this process may keep of finished revisions' answers, all encodings counted (REVISION_CACHE_BYTES). */
  revisionCacheBytes: number;
  /** Bound of one revision's stored passages in bytes, all models together (PASSAGES_MAX_BYTES; docs/PASSAGES.md). */
  passagesMaxBytes: number;
  /** Largest annotated manuscript (.docx with comments) sent, in bytes (ANNOTATED_DOCX_MAX_BYTES; docs/WORD.md). */
  annotatedDocxMaxBytes: number;
  /** Signed-in principals this process keeps, one per access token (TOKEN_CACHE_ENTRIES; 0 keeps none). */
  tokenCacheEntries: number;
  /** Complimentary uploads an author gets on signing up with the built-in provider (SIGNUP_COMPLIMENTARY_UPLOADS). */
  signupComplimentaryUploads: number;
  /** Prices and uploads per tier (TIER_<TIER>_PRICE_MINOR, TIER_<TIER>_UPLOADS; see server/billing/tiers.ts). */
  tiers: TierTable;
  payments: PaymentConfig;
  /** The seller named on invoices (SELLER_NAME, SELLER_ADDRESS, SELLER_CVR; server/billing/seller.ts). */
  seller: Seller;
  /** Outgoing mail: SMTP when configured, otherwise the outbox table (see server/mail/). */
  mail: MailConfig;
}

export interface PaymentConfig {
  /** Stripe's secret API key (STRIPE_SECRET_KEY); unset: the built-in test checkout takes payments. */
  stripeSecretKey: string | undefined;
  /** The secret webhooks are signed with (STRIPE_WEBHOOK_SECRET); unset with the test checkout: a random one. */
  webhookSecret: string | undefined;
  /** Stripe's API (STRIPE_API_URL, default https://api.stripe.com). */
  stripeApiUrl: string;
}

export interface MailConfig {
  /** smtp://user:pass@host:port or smtps://… (SMTP_URL); or built from SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS. */
  smtpUrl: string | undefined;
  /** The sender of every mail (MAIL_FROM). */
  from: string;
}

export interface AnalysisBudget {
  /** Wall-clock time from handing the file to the thread pool (ANALYSIS_TIMEOUT_SECONDS, default 120). */
  timeoutMs: number;
  /** The thread's JavaScript heap (V8's old generation; ANALYSIS_MEMORY_MB, default 1,536). */
  memoryMb: number;
}

/** A positive number from the environment, or the default; anything else stops the start with a clear message. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not '${text}'`);
  return value;
}

/**
 * 10 s: a thread that starts on demand costs about a quarter of a second of CPU (compiled bundle, lexicons read in
 * place), against 100-200 MB kept by an idle one (docs/PERFORMANCE.md, 2026-11-27, fifth session).
 */
export const DEFAULT_ANALYSIS_IDLE_SECONDS = 10;

/** 64 MB: about seventy whole books of 300 kB in all three encodings, or many more single report pages. */
export const DEFAULT_REVISION_CACHE_BYTES = 64_000_000;
/** A 200,000-word novel's .docx with every comment is about 2-4 MB; an upload is at most 10 MB. */
export const DEFAULT_ANNOTATED_DOCX_MAX_BYTES = 30_000_000;

/** 10,000 signed-in tokens: about 20 MB (a token and its user), far more authors than one process serves at once. */
export const DEFAULT_TOKEN_CACHE_ENTRIES = 10_000;

/** A whole number ≥ 0 from the environment, or the default; anything else stops the start. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, not '${text}'`);
  return value;
}

/** A switch: '1' on, '0' off, unset or empty the fallback; anything else stops the start, naming the variable. */
function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  if (text === '1' || text === '0') return text === '1';
  throw new Error(`${name} must be 1 or 0, not '${text}'`);
}

/** SMTP_URL, or one made from SMTP_HOST (with SMTP_PORT, SMTP_USER, SMTP_PASS); undefined when neither is set. */
function smtpUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  if (env.SMTP_URL) return env.SMTP_URL;
  if (!env.SMTP_HOST) return undefined;
  const port = wholeNumber(env, 'SMTP_PORT', 587);
  const url = new URL(`${port === 465 ? 'smtps' : 'smtp'}://${env.SMTP_HOST}:${port}`);
  if (env.SMTP_USER) url.username = env.SMTP_USER;
  if (env.SMTP_PASS) url.password = env.SMTP_PASS;
  return url.toString();
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const publicUrl = (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, '');
  // A content site that is this server would ask itself for its articles for ever: refused at start.
  if (env.WORDPRESS_URL) assertNotSelf(env.WORDPRESS_URL, { publicUrl, host, port });
  return {
    host,
    port,
    publicUrl,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcClientId: env.OIDC_CLIENT_ID ?? 'lektor-web',
    apiAudience: env.API_AUDIENCE ?? 'urn:lektor:api',
    identity: identityConfigFromEnv(env),
    webDir: env.WEB_DIR === '' ? undefined : resolve(env.WEB_DIR ?? 'dist/web'),
    wordpressUrl: env.WORDPRESS_URL || undefined,
    analysisThreads: Number(env.ANALYSIS_THREADS ?? 1),
    analysisIdleSeconds: wholeNumber(env, 'ANALYSIS_IDLE_SECONDS', DEFAULT_ANALYSIS_IDLE_SECONDS),
    jobStaleSeconds: Number(env.JOB_STALE_SECONDS ?? 60),
    trustedProxies: (env.TRUSTED_PROXIES ?? '').trim(),
    analysisBudget: {
      timeoutMs: positive(env, 'ANALYSIS_TIMEOUT_SECONDS', 120) * 1000,
      memoryMb: positive(env, 'ANALYSIS_MEMORY_MB', 1536),
    },
    signupComplimentaryUploads: wholeNumber(env, 'SIGNUP_COMPLIMENTARY_UPLOADS', 1),
    demo: env.DEMO === '1' ? true : env.DEMO === '0' || env.NODE_ENV === 'production' ? false : undefined,
    revisionCacheBytes: wholeNumber(env, 'REVISION_CACHE_BYTES', DEFAULT_REVISION_CACHE_BYTES),
    compileChartsAtStart: onOff(env, 'COMPILE_CHARTS_AT_START', true),
    tiers: tierTableFromEnv(env),
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      stripeApiUrl: (env.STRIPE_API_URL || 'https://api.stripe.com').replace(/\/$/, ''),
    },
    seller: sellerFromEnv(env, Boolean(env.STRIPE_SECRET_KEY)),
    mail: { smtpUrl: smtpUrlOf(env), from: env.MAIL_FROM || 'Lektør <noreply@lektor.dk>' },
    passagesMaxBytes: wholeNumber(env, 'PASSAGES_MAX_BYTES', defaultPassagesMaxBytes),
    annotatedDocxMaxBytes: wholeNumber(env, 'ANNOTATED_DOCX_MAX_BYTES', DEFAULT_ANNOTATED_DOCX_MAX_BYTES),
    tokenCacheEntries: wholeNumber(env, 'TOKEN_CACHE_ENTRIES', DEFAULT_TOKEN_CACHE_ENTRIES),
  };
}
