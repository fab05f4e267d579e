/**
 * The built-in content site's article pages (/artikler/:id), the `link` of the seeded articles: a plain Danish
 * page under the strict CSP. With WORDPRESS_URL set, article links point to that site instead.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml, loginCss, page } from '../auth/login-page.ts';
import type { Db } from '../db/database.ts';
import { type ArticlesSeed, plainText } from './articles.ts';
import { getContent } from './content-store.ts';

const STYLESHEET = '/artikler/artikel.css';
const dateFormat = new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeZone: 'Europe/Copenhagen' });

export function serveArticlePages(app: FastifyInstance, db: Db): void {
  app.get(STYLESHEET, async (_request, reply) => reply.type('text/css').send(loginCss));
  app.get<{ Params: { id: string } }>(
    '/artikler/:id',
    {
      schema: { hide: true, params: { type: 'object', properties: { id: { type: 'string', pattern: '^\\d{1,9}$' } } } },
    },
    async (request, reply) => {
      const seed = await getContent<ArticlesSeed>(db, 'articles');
      const post = seed?.posts.find((p) => p.id === Number(request.params.id));
      if (!post) {
        const missing = page(
          'Artiklen findes ikke',
          '<h1>Artiklen findes ikke</h1><p><a href="/">Til forsiden</a></p>',
          STYLESHEET,
        );
        return reply.code(404).type('text/html; charset=utf-8').send(missing);
      }
      const body = `<h1>${escapeHtml(plainText(post.title))}</h1>
<p><small>${escapeHtml(dateFormat.format(new Date(post.date)))}</small></p>
<p>${escapeHtml(plainText(post.excerpt).replace(/\s*\[?…\]?$/, '.'))}</p>
<p><a href="/">Tilbage til Lektør</a></p>`;
      return reply.type('text/html; charset=utf-8').send(page(plainText(post.title), body, STYLESHEET));
    },
  );
}
