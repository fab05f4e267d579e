/**
 * build(): the whole Lektør server as one Fastify instance — API under /api, the built-in identity provider
 * under /oidc (unless an external issuer is configured), the job queue with its analysis workers, and the
 * built web app. main.ts listens; tests use build() with inject().
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTokenVerifier, type TokenVerifier } from './auth/access-token.ts';
import { IDP_PREFIX, mountIdentityProvider } from './auth/identity-provider.ts';
import { identityStore } from './auth/identity-store.ts';
import { principalResolver } from './auth/principal.ts';
import { type IdentitySecrets, loadIdentitySecrets, publicJwk } from './auth/signing-keys.ts';
import type { ServerConfig } from './config.ts';
import { serveArticleImages } from './content/article-images.ts';
import { serveArticlePages } from './content/article-page.ts';
import { seedContent } from './content/content-store.ts';
import { identityAccounts } from './db/accounts.ts';
import { type Database, openDatabase } from './db/database.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemoAccounts } from './db/seed-accounts.ts';
import { MAX_UPLOAD_BYTES } from './errors.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installValidation } from './http/validation.ts';
import { serveWebApp } from './http/web-app.ts';
import { type AnalysisWorkers, startAnalysisWorkers } from './jobs/analysis-workers.ts';
import { type AnalysisQueue, startAnalysisQueue } from './jobs/queue.ts';
import { seedLibrary } from './library/books.ts';
import { type TrialReport, trialReport } from './library/trial-report.ts';
import { installOpenApi } from './openapi/plugin.ts';
import { adminHandlers } from './routes/admin-handlers.ts';
import { authorHandlers } from './routes/author-handlers.ts';
import { contentHandlers } from './routes/content-handlers.ts';
import { libraryHandlers } from './routes/library-handlers.ts';
import { manuscriptHandlers } from './routes/manuscript-handlers.ts';
import { paymentHandlers } from './routes/payment-handlers.ts';
import { registerRoutes } from './routes/register.ts';

export interface BuildOptions {
  config: ServerConfig;
  /** An already opened database (tests); otherwise opened from the config. */
  database?: Database;
  logger?: boolean;
}

export interface LektorServer {
  app: FastifyInstance;
  database: Database;
  queue: AnalysisQueue;
  issuer: string;
  /** The built-in identity provider's secrets, when it runs. */
  identitySecrets?: IdentitySecrets;
  trialReport: TrialReport;
  close(): Promise<void>;
}

async function identity(app: FastifyInstance, config: ServerConfig, database: Database) {
  if (config.oidcIssuer) {
    const verify = createTokenVerifier({ issuer: config.oidcIssuer, audience: config.apiAudience });
    return { issuer: config.oidcIssuer, verify, secrets: undefined };
  }
  await seedDemoAccounts(database.db);
  const secrets = await loadIdentitySecrets(database.db);
  const issuer = `${config.publicUrl}${IDP_PREFIX}`;
  await mountIdentityProvider(app, {
    publicUrl: config.publicUrl,
    clientId: config.oidcClientId,
    apiAudience: config.apiAudience,
    secrets,
    adapter: identityStore(database.db),
    accounts: identityAccounts(
      database.db,
      demoAccounts.map(({ email, description }) => ({ email, description })),
      DEMO_PASSWORD,
    ),
  });
  const verify: TokenVerifier = createTokenVerifier({
    issuer,
    audience: config.apiAudience,
    localKeys: [publicJwk(secrets.signingKey)],
  });
  return { issuer, verify, secrets };
}

export async function build({ config, database: given, logger = false }: BuildOptions): Promise<LektorServer> {
  const database = given ?? (await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }));
  const app = Fastify({
    logger,
    trustProxy: true,
    bodyLimit: 1_000_000,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  });
  let workers: AnalysisWorkers | undefined;
  let queue: AnalysisQueue | undefined;
  try {
    await seedContent(database.db);
    await seedLibrary(database.db);
    installErrorHandler(app);
    installValidation(app);
    const externalOrigin = config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : [];
    await installSecurityHeaders(app, externalOrigin);
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

    const { issuer, verify, secrets } = await identity(app, config, database);
    const resolvePrincipal = principalResolver(database.db, verify);
    app.decorateRequest('principal', undefined);
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/')) request.principal = await resolvePrincipal(request);
    });

    queue = await startAnalysisQueue(database, app.log);
    if (config.analysisThreads > 0) {
      workers = await startAnalysisWorkers({
        database,
        queue,
        threads: config.analysisThreads,
        log: app.log,
        staleAfterSeconds: config.jobStaleSeconds,
      });
    }

    const db = database.db;
    const trial = trialReport(db);
    // Produce the trial report in the background; its routes wait for it on first use.
    trial.get().catch((error) => app.log.error({ err: error }, 'trial report could not be produced'));
    await installOpenApi(app, config.publicUrl);
    app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));
    app.get('/api/config', { schema: { hide: true } }, async () => ({
      issuer,
      clientId: config.oidcClientId,
      apiAudience: config.apiAudience,
    }));
    serveArticleImages(app);
    serveArticlePages(app, db);
    registerRoutes(app, {
      ...authorHandlers({ db }),
      ...contentHandlers({ db, wordpressUrl: config.wordpressUrl }),
      ...manuscriptHandlers({ db, queue }),
      ...libraryHandlers({ db, trial }),
      ...paymentHandlers({ db }),
      ...adminHandlers({ db }),
    });
    await serveWebApp(app, config.webDir);
    await app.ready();

    const startedQueue = queue;
    return {
      app,
      database,
      queue: startedQueue,
      issuer,
      identitySecrets: secrets,
      trialReport: trial,
      async close() {
        await app.close();
        await trial.get().catch(() => undefined);
        // Running jobs get the queue's grace period to finish; what is cut short resumes after a restart.
        await startedQueue.stop();
        await workers?.close();
        if (!given) await database.close();
      },
    };
  } catch (error) {
    await app.close().catch(() => undefined);
    await workers?.close().catch(() => undefined);
    await queue?.stop().catch(() => undefined);
    if (!given) await database.close().catch(() => undefined);
    throw error;
  }
}
