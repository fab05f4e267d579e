/**
 * Serves the built web app, with index.html for every route of the app (client-side routing).
 * The build writes every text asset precompressed (.br and .gz beside it, vite.config.ts); the file the client
 * accepts is sent. Hashed assets (assets/…-HASH.js) never change under their name: cached for a year, immutable.
 * index.html and the other unhashed files are never cached, so a new build is picked up at once.
 * A document opened at '/login' gets login.html, the small page that only hands the author to the provider
 * (app/login-main.ts), when the build has one; any other route of the app gets index.html, at '/callback' with
 * its small script that begins the code exchange and the sign-in's code preloaded (`callbackDocument`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CALLBACK_PATH } from '../../schemas/api/app-config.ts';
import { escapeHtml } from '../auth/login-page.ts';
import { apiErrors } from '../errors.ts';
import type { CallbackDocumentFiles } from './app-prefetch.ts';
import { withConfigBlock } from './inline-config.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NEVER_CACHED = 'no-store';

/** The login link's own page (vite.config.ts builds it beside index.html). */
export const LOGIN_PAGE_FILE = 'login.html';

/**
 * The callback document's script and `<link rel="modulepreload">` for the scripts it imports; `crossorigin` as
 * Vite's own module scripts are fetched.
 */
export function callbackDocumentHead({ script, preloads }: CallbackDocumentFiles): string {
  const run = script ? `<script type="module" src="${escapeHtml(script)}" crossorigin></script>` : '';
  return run + preloads.map((file) => `<link rel="modulepreload" href="${escapeHtml(file)}" crossorigin>`).join('');
}

/**
 * `html` with `head` before its first module script (the app's entry), so that a script in it runs first (module
 * scripts run in the document's order); without one, at the end of the head.
 */
export function beforeScripts(html: string, head: string): string {
  if (!head) return html;
  const at = html.indexOf('<script type="module"');
  if (at >= 0) return html.slice(0, at) + head + html.slice(at);
  return withConfigBlock(html, head);
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
  callbackDocument: CallbackDocumentFiles = { preloads: [] },
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
      const withBlock = block ? withConfigBlock(document, block) : document;
      const html =
        path === CALLBACK_PATH ? beforeScripts(withBlock, callbackDocumentHead(callbackDocument)) : withBlock;
      return reply.type('text/html; charset=utf-8').header('cache-control', NEVER_CACHED).send(html);
    }
    throw apiErrors.notFound();
  });
}
