/**
 * Serves the built web app, with index.html for every route of the app (client-side routing).
 * The build writes every text asset precompressed (.br and .gz beside it, vite.config.ts); the file the client
 * accepts is sent. Hashed assets (assets/…-HASH.js) never change under their name: cached for a year, immutable.
 * index.html and the other unhashed files are never cached, so a new build is picked up at once.
 * A document opened at '/login' gets login.html, the small page that only hands the author to the provider
 * (app/login-main.ts), when the build has one; any other route of the app gets index.html, at '/callback' with
 * the sign-in's code preloaded (`callbackPreloads`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../auth/login-page.ts';
import { apiErrors } from '../errors.ts';
import { withConfigBlock } from './inline-config.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NEVER_CACHED = 'no-store';

/** The login link's own page (vite.config.ts builds it beside index.html). */
export const LOGIN_PAGE_FILE = 'login.html';

/** Where the provider sends the author back: its document preloads the sign-in's code (app-prefetch.ts). */
export const CALLBACK_PATH = '/callback';

/** `<link rel="modulepreload">` for each file, with `crossorigin` as Vite's own module scripts are fetched. */
export function modulePreloads(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" href="${escapeHtml(file)}" crossorigin>`).join('');
}

/** Vite's output folder for hashed files. */
const HASHED_FOLDER = `${sep}assets${sep}`;

/**
 * `configBlock` (inline-config.ts): what index.html carries for the request, so that the app starts without
 * asking for its configuration.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDir: string | undefined,
  configBlock?: (request: FastifyRequest) => Promise<string>,
  callbackPreloads: readonly string[] = [],
): Promise<void> {
  const indexFile = webDir ? join(webDir, 'index.html') : undefined;
  const hasApp = indexFile !== undefined && existsSync(indexFile);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDir!,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes(HASHED_FOLDER) ? IMMUTABLE : NEVER_CACHED);
      },
    });
  }
  const indexHtml = hasApp ? readFileSync(indexFile!, 'utf8') : undefined;
  const loginFile = hasApp ? join(webDir!, LOGIN_PAGE_FILE) : undefined;
  const loginHtml = loginFile && existsSync(loginFile) ? readFileSync(loginFile, 'utf8') : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/oidc');
    if (!isApi && request.method === 'GET' && indexHtml && !/\.[a-z0-9]+$/i.test(path)) {
      const document = (path === '/login' && loginHtml) || indexHtml;
      const block = configBlock ? await configBlock(request) : '';
      const head = path === CALLBACK_PATH ? block + modulePreloads(callbackPreloads) : block;
      const html = head ? withConfigBlock(document, head) : document;
      return reply.type('text/html; charset=utf-8').header('cache-control', NEVER_CACHED).send(html);
    }
    throw apiErrors.notFound();
  });
}
