/**
 * The built-in content site's article pages (/artikler/:id), the `link` of its posts: the illustration, the
 * title, the date and the body, as a plain Danish page under the strict CSP (no script needed to read it). With
 * WORDPRESS_URL set, article links point to that site instead.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml, loginCss, page } from '../auth/login-page.ts';
import type { Db } from '../db/database.ts';
import type { ArticlesSeed } from './article-files.ts';
import { renderArticleBody } from './article-markdown.ts';
import { illustrationUrl } from './articles.ts';
import { getContent } from './content-store.ts';

const STYLESHEET = '/artikler/artikel.css';
const dateFormat = new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeZone: 'Europe/Copenhagen' });

/** The login pages' look, widened to a column of reading text. */
const articleCss = `${loginCss}
main.card{max-width:44rem}
article h1{font-size:2rem;line-height:1.2;margin:.5rem 0}
article h2{font-size:1.25rem;margin:2rem 0 .5rem}
article p,article li{font-size:1.0625rem;line-height:1.65}
article img{width:100%;height:auto;border-radius:8px;display:block}
article figure{margin:0 0 1rem}
.dateline{color:#57534e;margin:0 0 1.5rem}
nav.back{margin-top:2rem}
`;

export function serveArticlePages(app: FastifyInstance, db: Db): void {
  app.get(STYLESHEET, { schema: { hide: true } }, async (_request, reply) => reply.type('text/css').send(articleCss));
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
      const published = new Date(`${post.dateGmt}Z`);
      const body = `<article>
<figure><img src="${illustrationUrl(post.image.id)}" alt="${escapeHtml(post.image.alt)}" width="800" height="450"></figure>
<h1>${escapeHtml(post.title)}</h1>
<p class="dateline"><time datetime="${escapeHtml(post.dateGmt)}Z">${escapeHtml(dateFormat.format(published))}</time></p>
${renderArticleBody(post.body)}
</article>
<nav class="back" aria-label="Tilbage"><a href="/">Tilbage til Lektør</a></nav>`;
      return reply.type('text/html; charset=utf-8').send(page(post.title, body, STYLESHEET));
    },
  );
}
