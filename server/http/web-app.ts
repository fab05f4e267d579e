/** Serves the built web app, with index.html for every route of the app (client-side routing). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function serveWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const indexFile = webDir ? join(webDir, 'index.html') : undefined;
  const hasApp = indexFile !== undefined && existsSync(indexFile);
  if (hasApp) {
    await app.register(fastifyStatic, { root: webDir!, wildcard: false, index: false });
  }
  const indexHtml = hasApp ? readFileSync(indexFile!, 'utf8') : undefined;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/oidc');
    if (!isApi && request.method === 'GET' && indexHtml && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.code(404).send({ code: 'NOT_FOUND', message: 'Siden findes ikke.' });
  });
}
