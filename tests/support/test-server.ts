/**
 * A real Lektør server for integration tests: build() on a fresh database (a copy of the run's migrated PGlite in a
 * temporary folder, or a fresh PostgreSQL database `lektor_it_<random>` on TEST_DATABASE_URL, dropped afterwards),
 * the demo accounts, extra test authors, and access tokens minted with the built-in provider's key (iss, aud, typ at+jwt, exp).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { inject } from 'vitest';
import { build, type LektorServer } from '../../server/app.ts';
import { startPaidSubscription } from '../../server/billing/subscriptions.ts';
import { configFromEnv, type ServerConfig } from '../../server/config.ts';
import { users } from '../../server/db/schema.ts';
import { seedDemoAccounts } from '../../server/db/seed-accounts.ts';
import { THREAD_MODULES_ENV } from '../../server/jobs/thread-module.ts';
import { newDataDir } from './data-dir.ts';
import { adminQuery, databaseUrl, testDatabaseName } from './postgres-template.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function backends(): Backend[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  if (!saidPgliteOnly) {
    saidPgliteOnly = true;
    console.warn('TEST_DATABASE_URL is not set: the PostgreSQL runs of this suite are left out (PGlite only).');
  }
  return ['pglite'];
}
let saidPgliteOnly = false;

export type PrincipalName = 'anonymous' | 'author' | 'subscriber' | 'other' | 'admin' | 'editor';

export interface TestUser {
  id: number;
  subject: string;
  email: string;
}

export interface TokenClaims {
  expiresIn?: string | number;
  audience?: string;
  issuer?: string;
}

export interface TokenClaims {
  expiresIn?: string | number;
  audience?: string;
  issuer?: string;
}

export interface TestServer {
  server: LektorServer;
  config: ServerConfig;
  backend: Backend;
  users: Record<Exclude<PrincipalName, 'anonymous'>, TestUser>;
  /** A valid access token of the user (undefined for anonymous). */
  token(who: PrincipalName, claims?: TokenClaims): Promise<string | undefined>;
  /** A valid access token of any user by subject. */
  tokenFor(subject: string, claims?: TokenClaims): Promise<string>;
  headers(who: PrincipalName): Promise<Record<string, string>>;
  createAuthor(email: string, options?: { subscription?: 'STANDARD' | 'PREMIUM'; uploads?: number }): Promise<TestUser>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  backend?: Backend;
  /** Listen on 127.0.0.1 (for the real OIDC login); otherwise use inject(). */
  listen?: boolean;
  /** The port of the public URL (default: a free one when listening, else 8080); a second server of the same
   * installation names the first one's port, so that both have the same issuer. */
  port?: number;
  analysisThreads?: number;
  jobStaleSeconds?: number;
  dataDir?: string;
  databaseUrl?: string;
  /** What one analysis may cost (default: the configured 120 s and 1,536 MB). */
  analysisBudget?: ServerConfig['analysisBudget'];
  /** Bytes of finished revisions' answers kept (default: the configuration's default). */
  revisionCacheBytes?: number;
  /** A folder to serve as the built web app (default: none). */
  webDir?: string;
  /** Where the server's log lines go (JSON, level info); unset: no log. */
  log?: string[];
  /** Anything else of the configuration (tiers, payments, mail). */
  config?: Partial<ServerConfig>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The test servers' worker threads start from the server bundle's compiled modules (tests/support/thread-bundles.ts),
 * in a run whose globalSetup built them; a child process started from this one inherits the choice.
 */
function startThreadsCompiled(): void {
  if (process.env[THREAD_MODULES_ENV]) return;
  try {
    const folder = inject('threadModules');
    if (folder) process.env[THREAD_MODULES_ENV] = folder;
  } catch {
    // Outside a Vitest worker (a benchmark starting servers with these helpers): threads from source.
  }
}
startThreadsCompiled();

/** The run's migrated template database (postgres-template.ts), or undefined outside a Vitest run that made one. */
function runPostgresTemplate(): string | undefined {
  try {
    return inject('postgresTemplate') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates a fresh PostgreSQL database on TEST_DATABASE_URL, a copy of the run's migrated template when there is one;
 * returns its URL and a function dropping it.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `lektor_it_${randomBytes(6).toString('hex')}`;
  const from = runPostgresTemplate();
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${from ? ` TEMPLATE ${testDatabaseName(from)}` : ''}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface TestStorage {
  dataDir?: string;
  databaseUrl?: string;
  dispose(): Promise<void>;
}

export async function testStorage(backend: Backend): Promise<TestStorage> {
  if (backend === 'postgres') {
    const database = await freshPostgresDatabase();
    return { databaseUrl: database.url, dispose: database.drop };
  }
  // A copy of the run's migrated database (tests/support/pglite-template.ts): a fresh one, in a fraction of the time.
  const dataDir = newDataDir('lektor-it-');
  return { dataDir, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const backend = options.backend ?? 'pglite';
  const storage =
    options.dataDir || options.databaseUrl
      ? { dataDir: options.dataDir, databaseUrl: options.databaseUrl, dispose: async () => undefined }
      : await testStorage(backend);
  const port = options.port ?? (options.listen ? await freePort() : 8080);
  const config: ServerConfig = {
    ...configFromEnv({}),
    host: '127.0.0.1',
    port,
    publicUrl: `http://127.0.0.1:${port}`,
    dataDir: storage.dataDir ?? '',
    databaseUrl: storage.databaseUrl,
    oidcIssuer: undefined,
    webDir: options.webDir,
    wordpressUrl: undefined,
    analysisThreads: options.analysisThreads ?? 0,
    // Warm threads, started with the server (in the suite's start-up hooks, whose time bound is longer than a test's)
    // rather than on the first upload; the threads that start on demand are tested in tests/integration/idle-threads.
    analysisIdleSeconds: 0,
    jobStaleSeconds: options.jobStaleSeconds ?? 60,
    analysisBudget: options.analysisBudget ?? configFromEnv({}).analysisBudget,
    revisionCacheBytes: options.revisionCacheBytes ?? configFromEnv({}).revisionCacheBytes,
    ...options.config,
  };
  const log = options.log;
  const server = await build({
    config,
    logger: log ? { level: 'info', stream: { write: (line: string) => log.push(line) } } : false,
  });
  if (options.listen) await server.app.listen({ host: '127.0.0.1', port });
  const db = server.database.db;
  // With an external provider (config.oidcIssuer) there is no key of ours: its tests get tokens from the provider.
  const secrets = server.identitySecrets;
  const key = secrets ? await importJWK(secrets.signingKey, 'RS256') : undefined;
  // An external provider's installation has no demo accounts of its own; its tests get the same ones.
  if (!secrets) await seedDemoAccounts(db, config.tiers);

  const byEmail = async (email: string): Promise<TestUser> => {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`No user ${email}`);
    return { id: user.id, subject: user.subject, email };
  };

  const createAuthor: TestServer['createAuthor'] = async (email, { subscription, uploads = 3 } = {}) => {
    const [user] = await db
      .insert(users)
      .values({ subject: randomUUID(), email, name: email.split('@')[0]!, complimentaryUploads: uploads })
      .returning();
    if (subscription) await startPaidSubscription(db, user!.id, subscription, 14900, 0);
    return { id: user!.id, subject: user!.subject, email };
  };

  const testUsers = {
    author: await byEmail('ny@lektor.dk'),
    subscriber: await byEmail('forfatter@lektor.dk'),
    admin: await byEmail('admin@lektor.dk'),
    // The demo content editor: no subscription, no uploads.
    editor: await byEmail('redaktor@lektor.dk'),
    // Created on a fresh database; found again when a test restarts a server on the same storage.
    other: await byEmail('anden@lektor.dk').catch(() =>
      createAuthor('anden@lektor.dk', { subscription: 'STANDARD', uploads: 5 }),
    ),
  };

  const tokenFor: TestServer['tokenFor'] = async (subject, claims = {}) => {
    if (!key || !secrets) throw new Error('An external provider issues the tokens of this server');
    return new SignJWT({ scope: 'openid profile email', client_id: config.oidcClientId })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: String(secrets.signingKey.kid) })
      .setIssuer(claims.issuer ?? server.issuer)
      .setAudience(claims.audience ?? config.apiAudience)
      .setSubject(subject)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(claims.expiresIn ?? '10m')
      .sign(key);
  };
  const token: TestServer['token'] = async (who, claims) =>
    who === 'anonymous' ? undefined : tokenFor(testUsers[who].subject, claims);

  return {
    server,
    config,
    backend,
    users: testUsers,
    token,
    tokenFor,
    async headers(who): Promise<Record<string, string>> {
      const value = await token(who);
      return value ? { authorization: `Bearer ${value}` } : {};
    },
    createAuthor,
    async close() {
      await server.close();
      await storage.dispose();
    },
  };
}
