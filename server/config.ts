/** Server configuration from the environment, with the defaults of a one-process installation. */
import { resolve } from 'node:path';

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
  /** Folder of the built web app to serve, or undefined to serve none. */
  webDir: string | undefined;
  /** A WordPress site whose posts are the articles; unset: the server's own seeded articles. */
  wordpressUrl: string | undefined;
  /** PostgreSQL: seconds without a heartbeat after which another worker takes over an analysis. */
  jobStaleSeconds: number;
  /** Number of analysis worker threads in this process (0: this process runs no analysis). */
  analysisThreads: number;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const publicUrl = (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, '');
  return {
    host,
    port,
    publicUrl,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcClientId: env.OIDC_CLIENT_ID ?? 'lektor-web',
    apiAudience: env.API_AUDIENCE ?? 'urn:lektor:api',
    webDir: env.WEB_DIR === '' ? undefined : resolve(env.WEB_DIR ?? 'dist/web'),
    wordpressUrl: env.WORDPRESS_URL || undefined,
    analysisThreads: Number(env.ANALYSIS_THREADS ?? 1),
    jobStaleSeconds: Number(env.JOB_STALE_SECONDS ?? 60),
  };
}
