/** Handlers of the content routes: rules, recommendations, texts per report, lists, pricing and articles. */
import type { Pricing, ReportQuery } from '../../schemas/api/content.ts';
import type { TierTable } from '../billing/tiers.ts';
import type { ArticlesSeed } from '../content/article-files.ts';
import { articleCards, mediaOf, postsPage } from '../content/articles.ts';
import { getContent, getContentJson } from '../content/content-store.ts';
import { recommendationFor, recommendationsFor } from '../content/recommendations.ts';
import { invalidPostId } from '../content/wordpress-errors.ts';
import type { Db } from '../db/database.ts';
import { apiErrors } from '../errors.ts';
import type { RouteHandler, RouteHandlers } from './register.ts';

export interface ContentDeps {
  db: Db;
  /** A WordPress site to take articles from; unset: the server's own seeded articles. */
  wordpressUrl: string | undefined;
  /** Prices and uploads per tier: configuration, laid over the pricing content's names and descriptions. */
  tiers: TierTable;
}

export function contentHandlers({ db, wordpressUrl, tiers }: ContentDeps) {
  // Whole content lists are answered as serialised once (they are validated against their schema when seeded).
  const whole =
    (name: string): RouteHandler =>
    async (_request, reply) => {
      const json = await getContentJson(db, name);
      if (json === undefined) throw apiErrors.notFound('Indholdet');
      return reply.type('application/json; charset=utf-8').send(json);
    };
  const ofReport =
    (name: string) =>
    // The request of listTips, listCharacteristics or listInfos: each has the report query and reads only it.
    async (request: { query: ReportQuery }) => {
      const { report } = request.query;
      const payload = (await getContent<{ report: number }[]>(db, name)) ?? [];
      return payload.filter((entry) => entry.report === report);
    };

  return {
    getRules: whole('rules'),
    getRecommendation: async (request) => recommendationFor(db, request.params),
    listRecommendations: async (request) => recommendationsFor(db, request.query),
    listTips: ofReport('tips'),
    listCharacteristics: ofReport('characteristics'),
    listInfos: ofReport('infos'),
    listArticles: async (request, reply) => {
      const { report, page } = request.query;
      const found = await articleCards(db, wordpressUrl, report, page ?? 1, request.log);
      reply.header('x-wp-total', String(found.total)).header('x-wp-totalpages', String(found.totalPages));
      return found.cards;
    },
    // One call for several texts: each member as serialised once, as its own route answers it.
    listTexts: async (request, reply) => {
      const names = [...new Set(request.query.names.split(','))];
      const members = await Promise.all(
        names.map(async (name) => {
          const json = await getContentJson(db, name);
          if (json === undefined) throw apiErrors.notFound('Indholdet');
          return `${JSON.stringify(name)}:${json}`;
        }),
      );
      return reply.type('application/json; charset=utf-8').send(`{${members.join(',')}}`);
    },
    listReportIndexes: whole('reportIndexes'),
    listFaq: whole('faq'),
    listWhatIs: whole('whatIs'),
    listDashboardTexts: whole('dashboard'),
    listGlobalScoreTexts: whole('globalScores'),
    listArchetypeIndexes: whole('archetypeIndexes'),
    listArchetypeTexts: whole('archetypes'),
    listLixTexts: whole('lix'),
    listPricing: async () =>
      ((await getContent<Pricing>(db, 'pricing')) ?? []).map((entry) => ({
        ...entry,
        priceMinorPerMonth: tiers[entry.tier].priceMinorPerMonth,
        uploadsPerPeriod: tiers[entry.tier].uploadsPerPeriod,
      })),
    listPages: whole('pages'),
    listWpPosts: async (request, reply) => {
      const query = request.query;
      const { posts, total, totalPages } = await postsPage(db, wordpressUrl, query, request.log);
      reply.header('x-wp-total', String(total)).header('x-wp-totalpages', String(totalPages));
      return posts;
    },
    getWpMedia: async (request) => {
      const { id } = request.params;
      const seed = await getContent<ArticlesSeed>(db, 'articles');
      const post = seed?.posts.find((p) => p.image.id === id);
      if (!post) throw invalidPostId();
      return mediaOf(post);
    },
  } satisfies Partial<RouteHandlers>;
}
