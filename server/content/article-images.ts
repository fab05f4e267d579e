/**
 * The illustrations of the built-in articles (WordPress' media source_url): the SVG stored with each article in
 * the database, checked when seeded (no scripts, no outside references) and served under a CSP that allows
 * nothing but its inline styles.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { ArticlesSeed } from './article-files.ts';
import { getContent } from './content-store.ts';

export function serveArticleImages(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { file: string } }>(
    '/api/article-images/:file',
    {
      schema: {
        hide: true,
        params: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', pattern: '^\\d{1,9}\\.svg$' } },
        },
      },
    },
    async (request, reply) => {
      const id = Number.parseInt(request.params.file, 10);
      const seed = await getContent<ArticlesSeed>(db, 'articles');
      const image = seed?.posts.find((post) => post.image.id === id)?.image;
      if (!image) return reply.code(404).type('text/plain; charset=utf-8').send('Billedet findes ikke.');
      return reply
        .type('image/svg+xml')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cache-control', 'public, max-age=3600')
        .send(image.svg);
    },
  );
}
