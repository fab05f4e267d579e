/**
 * build(): the whole Lektør server as one Fastify instance — API under /api, the built-in identity provider
 * under /oidc (unless an external issuer is configured), the job queue with its analysis workers, and the
 * built web app. main.ts listens; tests use build() with inject().
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { createIdTokenVerifier, createTokenVerifier, type TokenVerifier } from './auth/access-token.ts';
import { accountLinks } from './auth/account-links.ts';
import { type AuthChanges, authChanges } from './auth/auth-changes.ts';
import { scopesFor } from './auth/identity-config.ts';
import { ACCESS_TOKEN_SECONDS, IDP_PREFIX, mountIdentityProvider } from './auth/identity-provider.ts';
import { identityStore } from './auth/identity-store.ts';
import { loginLimits } from './auth/login-limits.ts';
import { principalResolver } from './auth/principal.ts';
import { principalCache } from './auth/principal-cache.ts';
import { normaliseIssuer, providerMetadata } from './auth/provider-metadata.ts';
import { revokedGrantStore } from './auth/revoked-grants.ts';
import { selfService } from './auth/self-service.ts';
import { identitySession } from './auth/session-routes.ts';
import { type IdentitySecrets, loadIdentitySecrets, publicJwk } from './auth/signing-keys.ts';
import type { PaymentProvider } from './billing/payment-provider.ts';
import { type RenewalClock, startRenewalClock } from './billing/renewal.ts';
import { stripeProvider } from './billing/stripe.ts';
import { serveTestCheckout, testCheckoutProvider } from './billing/test-checkout.ts';
import type { ServerConfig } from './config.ts';
import { serveArticleImages } from './content/article-images.ts';
import { serveArticlePages } from './content/article-page.ts';
import { seedContent } from './content/content-store.ts';
import { identityAccounts } from './db/accounts.ts';
import { type Database, openDatabase } from './db/database.ts';
import { isDemoInstallation } from './db/demo-mode.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemoAccounts } from './db/seed-accounts.ts';
import { createCompiledCharts } from './editor/compiled-charts.ts';
import { seedReportDefinitions } from './editor/report-definitions.ts';
import { MAX_UPLOAD_BYTES } from './errors.ts';
import { callbackDocumentFiles, callbackPageFiles } from './http/app-prefetch.ts';
import { installCompression } from './http/compression.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { builtInDiscovery, inlineConfig } from './http/inline-config.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installValidation } from './http/validation.ts';
import { serveWebApp } from './http/web-app.ts';
import { createAnalysisPool } from './jobs/analysis-pool.ts';
import { type AnalysisWorkers, startAnalysisWorkers } from './jobs/analysis-workers.ts';
import { type AnalysisQueue, startAnalysisQueue } from './jobs/queue.ts';
import { seedLibrary } from './library/books.ts';
import { analyseInThread, type TrialReport, trialReport } from './library/trial-report.ts';
import type { Mailer } from './mail/outbox.ts';
import { configuredMailer } from './mail/smtp.ts';
import { createTextReader } from './manuscript-view/text-reader.ts';
import { createAnnotator } from './manuscripts/annotated-manuscript.ts';
import { createUploadChecker } from './manuscripts/upload-check.ts';
import { idleCollection } from './memory/idle-collection.ts';
import { installOpenApi } from './openapi/plugin.ts';
import { createPrintChartRenderer } from './print/print-charts.ts';
import { adminHandlers } from './routes/admin-handlers.ts';
import { authorHandlers } from './routes/author-handlers.ts';
import { contentHandlers } from './routes/content-handlers.ts';
import { editorHandlers } from './routes/editor-handlers.ts';
import { libraryHandlers } from './routes/library-handlers.ts';
import { manuscriptHandlers } from './routes/manuscript-handlers.ts';
import { manuscriptViewHandlers } from './routes/manuscript-view-handlers.ts';
import { paymentHandlers } from './routes/payment-handlers.ts';
import { printHandlers } from './routes/print-handlers.ts';
import { registerRoutes } from './routes/register.ts';

export interface BuildOptions {
  config: ServerConfig;
  /** An already opened database (tests); otherwise opened from the config. */
  database?: Database;
  /** Fastify's logger: on, off, or its options (a test reads the log through `stream`). */
  logger?: boolean | { level?: string; stream?: { write(line: string): void } };
  /** The renewal's clock (tests move time on); the real time otherwise. */
  now?: () => Date;
}

export interface LektorServer {
  app: FastifyInstance;
  database: Database;
  queue: AnalysisQueue;
  issuer: string;
  /** The built-in identity provider's secrets, when it runs. */
  identitySecrets?: IdentitySecrets;
  /** Demo mode: the demo accounts exist and are listed (server/db/demo-mode.ts). */
  demo: boolean;
  trialReport: TrialReport;
  /** Stripe, or the built-in test checkout. */
  payments: PaymentProvider;
  /** The monthly renewal's clock; tick() runs it once more now. */
  renewal: RenewalClock;
  mailer: Mailer & { kind: 'smtp' | 'outbox' };
  close(): Promise<void>;
}

/** Stripe when STRIPE_SECRET_KEY is set (then STRIPE_WEBHOOK_SECRET must be too), else the test checkout. */
function paymentProvider(config: ServerConfig): PaymentProvider {
  const { stripeSecretKey, webhookSecret, stripeApiUrl } = config.payments;
  if (!stripeSecretKey) return testCheckoutProvider(config.publicUrl, webhookSecret);
  if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET must be set together with STRIPE_SECRET_KEY');
  return stripeProvider({ secretKey: stripeSecretKey, webhookSecret, apiUrl: stripeApiUrl });
}

async function identity(app: FastifyInstance, config: ServerConfig, database: Database, mailer: Mailer) {
  const revokedGrants = revokedGrantStore(database.db);
  const tokenTypes = config.identity.tokenTypes;
  if (config.oidcIssuer) {
    const issuer = normaliseIssuer(config.oidcIssuer);
    const metadata = providerMetadata(issuer);
    const verify = createTokenVerifier({
      issuer,
      audience: config.apiAudience,
      clientId: config.oidcClientId,
      tokenTypes,
      metadata,
      revokedGrants,
    });
    const verifyIdToken = createIdTokenVerifier({ issuer, clientId: config.oidcClientId, metadata });
    const session = { verify, verifyIdToken, revokedGrants, metadata };
    return { issuer: config.oidcIssuer, verify, secrets: undefined, demo: false, session };
  }
  const demo = await isDemoInstallation(database, config.demo);
  if (demo) await seedDemoAccounts(database.db, config.tiers);
  const secrets = await loadIdentitySecrets(database.db);
  const issuer = `${config.publicUrl}${IDP_PREFIX}`;
  await mountIdentityProvider(app, {
    publicUrl: config.publicUrl,
    clientId: config.oidcClientId,
    apiAudience: config.apiAudience,
    secrets,
    adapter: identityStore(database.db, { revokedGrants, accessTokenSeconds: ACCESS_TOKEN_SECONDS }),
    limits: loginLimits(database.db),
    selfService: selfService({
      db: database.db,
      publicUrl: config.publicUrl,
      links: accountLinks(secrets.cookieKeys[0]!),
      mailer,
      complimentaryUploads: config.signupComplimentaryUploads,
    }),
    accounts: identityAccounts(
      database.db,
      demo ? demoAccounts.map(({ email, description }) => ({ email, description })) : [],
      demo ? DEMO_PASSWORD : undefined,
    ),
    prefetch: callbackPageFiles(config.webDir),
  });
  const localKeys = [publicJwk(secrets.signingKey)];
  const verify: TokenVerifier = createTokenVerifier({
    issuer,
    audience: config.apiAudience,
    clientId: config.oidcClientId,
    tokenTypes,
    localKeys,
    revokedGrants,
  });
  const verifyIdToken = createIdTokenVerifier({ issuer, clientId: config.oidcClientId, localKeys });
  return { issuer, verify, secrets, demo, session: { verify, verifyIdToken, revokedGrants, metadata: undefined } };
}

export async function build({ config, database: given, logger = false, now }: BuildOptions): Promise<LektorServer> {
  const payments = paymentProvider(config);
  const database = given ?? (await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }));
  const mailer = configuredMailer(config.mail, database.db);
  let renewal: RenewalClock | undefined;
  const app = Fastify({
    logger,
    trustProxy: config.trustedProxies || false,
    bodyLimit: 1_000_000,
    // Fastify's 10 s per plugin is not enough on a busy 2-core machine: @fastify/swagger-ui, registered while the
    // process still compiles its other modules, was seen timing out the start (AVV_ERR_PLUGIN_EXEC_TIMEOUT) in CI.
    pluginTimeout: 120_000,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  });
  let workers: AnalysisWorkers | undefined;
  let queue: AnalysisQueue | undefined;
  let changes: AuthChanges | undefined;
  // Books admins add to the library are analysed in a thread of their own, started on first use and ended when idle
  // like the analysis threads (and the trial report, in a process without analysis threads).
  const libraryPool = createAnalysisPool({
    threads: 1,
    budget: config.analysisBudget,
    log: app.log,
    ...(config.analysisIdleSeconds === 0 ? {} : { idleTimeoutMs: config.analysisIdleSeconds * 1000 }),
  });
  // Every uploaded file is imported once in a thread of its own before its upload is spent. The thread starts on
  // the first upload and ends when idle (ANALYSIS_IDLE_SECONDS), like the analysis threads; with
  // ANALYSIS_IDLE_SECONDS=0 a process that analyses too starts it at once and keeps it.
  const uploadChecker = createUploadChecker({
    budget: config.analysisBudget,
    log: app.log,
    warm: config.analysisThreads > 0 && config.analysisIdleSeconds === 0,
    ...(config.analysisIdleSeconds === 0 ? {} : { idleTimeoutMs: config.analysisIdleSeconds * 1000 }),
  });
  const annotator = createAnnotator({
    budget: config.analysisBudget,
    maxBytes: config.annotatedDocxMaxBytes,
    log: app.log,
  });
  const textReader = createTextReader({ budget: config.analysisBudget, log: app.log });
  const printCharts = createPrintChartRenderer({ budget: config.analysisBudget, log: app.log });
  const compiledCharts = createCompiledCharts({ budget: config.analysisBudget, log: app.log });
  // A full garbage collection once the start's work, or a job, is over (server/memory/idle-collection.ts).
  const idle = idleCollection();
  try {
    await seedContent(database.db);
    await seedReportDefinitions(database.db);
    await seedLibrary(database.db);
    installErrorHandler(app);
    installValidation(app);
    const externalOrigin = config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : [];
    const articleImages = config.wordpressUrl ? [new URL(config.wordpressUrl).origin] : [];
    await installSecurityHeaders(app, externalOrigin, articleImages);
    await installCompression(app);
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

    const { issuer, verify, secrets, demo, session } = await identity(app, config, database, mailer);
    changes = await authChanges(database);
    const sessions = identitySession({ db: database.db, identity: config.identity, ...session });
    const resolvePrincipal = principalResolver(
      database.db,
      verify,
      { cache: principalCache(config.tokenCacheEntries), changes },
      config.oidcIssuer ? sessions.firstSignIn : undefined,
    );
    app.decorateRequest('principal', undefined);
    app.addHook('onRequest', async (request) => {
      idle.requestCame();
      if (request.url.startsWith('/api/')) request.principal = await resolvePrincipal(request);
    });
    // An answer for a signed-in caller is theirs alone: never kept by a browser or a proxy cache.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.principal) reply.header('cache-control', 'no-store');
      return payload;
    });

    queue = await startAnalysisQueue(database, app.log);
    if (config.analysisThreads > 0) {
      workers = await startAnalysisWorkers({
        database,
        queue,
        threads: config.analysisThreads,
        log: app.log,
        staleAfterSeconds: config.jobStaleSeconds,
        budget: config.analysisBudget,
        passagesMaxBytes: config.passagesMaxBytes,
        idleSeconds: config.analysisIdleSeconds,
        onJobEnded: () => idle.workEnded(),
      });
    }

    const db = database.db;
    // On an analysis thread of this process (a warm one in the tests), else on the library's: never on this thread.
    const trial = trialReport(db, analyseInThread(workers?.pool ?? libraryPool));
    // Produce the trial report in the background; its routes wait for it on first use.
    trial
      .get()
      .catch((error) => app.log.error({ err: error }, 'trial report could not be produced'))
      .finally(() => idle.workEnded());
    await installOpenApi(app, config.publicUrl);
    app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));
    const appConfig = () => ({
      issuer,
      clientId: config.oidcClientId,
      apiAudience: config.apiAudience,
      scopes: scopesFor(config.identity, config.oidcIssuer !== undefined),
      audienceParameter: config.identity.audienceParameter,
      // The built-in provider's accounts are Lektør's: the app need not wait for POST /api/session before its reads.
      ...(config.oidcIssuer ? {} : { builtInProvider: true }),
    });
    app.get('/api/config', { schema: { hide: true } }, async () => appConfig());
    sessions.register(app);
    serveArticleImages(app, db);
    serveArticlePages(app, db);
    const tiers = config.tiers;
    registerRoutes(app, {
      ...authorHandlers({ db, payments, seller: config.seller }),
      ...contentHandlers({ db, wordpressUrl: config.wordpressUrl, tiers }),
      ...manuscriptHandlers({
        db,
        queue,
        uploadChecker,
        revisionCacheBytes: config.revisionCacheBytes,
        annotator,
        printCharts,
      }),
      ...manuscriptViewHandlers({ db, textReader }),
      ...libraryHandlers({ db, trial }),
      ...paymentHandlers({ db, payments, tiers, publicUrl: config.publicUrl }),
      ...adminHandlers({ db, libraryPool, tiers }),
      ...printHandlers({
        db,
        app,
        issuer,
        clientId: config.oidcClientId,
        servesApp: config.webDir !== undefined,
        printCharts,
      }),
      ...editorHandlers({ db, trial, compiledCharts }),
    });
    if (payments.name === 'test')
      serveTestCheckout(app, { db, tiers, publicUrl: config.publicUrl, provider: payments });
    // The built-in provider's endpoints only: an external provider's discovery is read by the app itself, whose
    // failure is how the login page finds out that the provider does not answer (and says so in Danish).
    const discovery = config.oidcIssuer
      ? async () => undefined
      : builtInDiscovery(app, `${IDP_PREFIX}/.well-known/openid-configuration`);
    await serveWebApp(
      app,
      config.webDir,
      inlineConfig({ config: appConfig, discovery }),
      callbackDocumentFiles(config.webDir),
    );
    await app.ready();
    idle.workEnded();
    // A server that serves the app compiles the published screen charts now, so the first reader's pages find them
    // compiled (docs/REPORTS.md, 'Screen charts compiled ahead'); the route compiles them on its first call otherwise.
    if (config.webDir !== undefined && config.compileChartsAtStart) {
      compiledCharts
        .answer(db)
        .catch((error: unknown) => app.log.warn({ error }, 'screen charts not compiled at start: the route will'));
    }
    renewal = startRenewalClock({
      db,
      tiers,
      now,
      onError: (error) => app.log.error({ err: error }, 'subscription renewal failed'),
    });

    const startedQueue = queue;
    const startedRenewal = renewal;
    return {
      app,
      database,
      queue: startedQueue,
      issuer,
      identitySecrets: secrets,
      demo,
      trialReport: trial,
      payments,
      renewal: startedRenewal,
      mailer,
      async close() {
        idle.stop();
        await startedRenewal.stop();
        await app.close();
        await trial.get().catch(() => undefined);
        // Running jobs get the queue's grace period to finish; what is cut short resumes after a restart.
        await startedQueue.stop();
        await workers?.close();
        await libraryPool.close();
        await uploadChecker.close();
        await annotator.close();
        await textReader.close();
        await printCharts.close();
        await compiledCharts.close();
        mailer.close();
        await changes?.close();
        if (!given) await database.close();
      },
    };
  } catch (error) {
    idle.stop();
    await app.close().catch(() => undefined);
    await workers?.close().catch(() => undefined);
    await libraryPool.close().catch(() => undefined);
    await uploadChecker.close().catch(() => undefined);
    await annotator.close().catch(() => undefined);
    await textReader.close().catch(() => undefined);
    await printCharts.close().catch(() => undefined);
    await compiledCharts.close().catch(() => undefined);
    await renewal?.stop().catch(() => undefined);
    mailer.close();
    await queue?.stop().catch(() => undefined);
    await changes?.close().catch(() => undefined);
    if (!given) await database.close().catch(() => undefined);
    throw error;
  }
}
