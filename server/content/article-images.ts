/** Cover images of the built-in articles: a small SVG per report, so the seeded articles need no image files. */
import type { FastifyInstance } from 'fastify';

const colours = ['#E4B200', '#22C55E', '#EF4444', '#1c1917'];

export function articleImage(report: number): string {
  const colour = colours[report % colours.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<rect width="640" height="360" fill="#f5f5f4"/><circle cx="320" cy="180" r="120" fill="${colour}"/>
<text x="320" y="205" font-family="sans-serif" font-size="72" text-anchor="middle" fill="#fff">${report}</text></svg>`;
}

export function serveArticleImages(app: FastifyInstance): void {
  app.get<{ Params: { report: string } }>(
    '/api/article-images/:report',
    {
      schema: {
        hide: true,
        params: {
          type: 'object',
          required: ['report'],
          properties: { report: { type: 'string', pattern: '^(?:[1-9]|1[0-9]|20)\\.svg$' } },
        },
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(articleImage(Number.parseInt(request.params.report, 10))),
  );
}
