/**
 * Articles in the WordPress REST shape (GET /wp-json/wp/v2/posts): by default Lektør serves its own articles
 * (seeded into the database from server/content/articles/) at /api/wp-json/wp/v2/posts; with WORDPRESS_URL set,
 * the posts come from that site instead. The app-facing GET articles/?report=&page= turns the posts of a report's
 * category into article cards, page by page as the content site pages them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Articles } from '../../schemas/api/content.ts';
import type { WpMedia, WpPost, WpPostsQuery } from '../../schemas/api/wordpress.ts';
import { escapeHtml } from '../auth/login-page.ts';
import type { Db } from '../db/database.ts';
import type { ArticlesSeed, SeedArticle } from './article-files.ts';
import { renderArticleBody } from './article-markdown.ts';
import { articleSummary, plainText } from './article-summary.ts';
import { getContent } from './content-store.ts';
import { invalidPageNumber } from './wordpress-errors.ts';
import { fetchSitePosts } from './wordpress-site.ts';

export interface PostsPage {
  posts: WpPost[];
  total: number;
  totalPages: number;
}

/** The spec's article page size. */
export const ARTICLES_PER_PAGE = 4;
/** Words of WordPress' automatic excerpt. */
const EXCERPT_WORDS = 55;
const noPosts: PostsPage = { posts: [], total: 0, totalPages: 0 };

export const articleLink = (id: number) => `/artikler/${id}`;
export const illustrationUrl = (mediaId: number) => `/api/article-images/${mediaId}.svg`;

/** WordPress' automatic excerpt: the first 55 words of the content, then ' [&hellip;]'. */
function excerptOf(html: string): string {
  const words = plainText(html).split(' ');
  const cut = words.length > EXCERPT_WORDS;
  return `<p>${escapeHtml(words.slice(0, EXCERPT_WORDS).join(' '))}${cut ? ' [&hellip;]' : ''}</p>\n`;
}

export function mediaOf(post: SeedArticle): WpMedia {
  return {
    id: post.image.id,
    date: post.date,
    slug: post.slug,
    type: 'attachment',
    link: articleLink(post.id),
    title: { rendered: escapeHtml(post.image.alt) },
    alt_text: post.image.alt,
    media_type: 'image',
    mime_type: 'image/svg+xml',
    source_url: illustrationUrl(post.image.id),
    media_details: { width: 800, height: 450, file: `${post.slug}.svg`, sizes: {} },
  };
}

function toWpPost(post: SeedArticle, embed: boolean): WpPost {
  const content = renderArticleBody(post.body);
  const wp: WpPost = {
    id: post.id,
    date: post.date,
    date_gmt: post.dateGmt,
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link: articleLink(post.id),
    title: { rendered: escapeHtml(post.title) },
    content: { rendered: content, protected: false },
    excerpt: { rendered: excerptOf(content), protected: false },
    featured_media: post.image.id,
    categories: post.categories,
  };
  return embed ? { ...wp, _embedded: { 'wp:featuredmedia': [mediaOf(post)] } } : wp;
}

/** The seeded articles as WordPress answers them, newest first; a page past the last is WordPress' error. */
export function seededPosts(seed: ArticlesSeed, query: WpPostsQuery): PostsPage {
  const perPage = query.per_page ?? 10;
  const page = query.page ?? 1;
  const wanted = query.categories?.split(',').map(Number);
  const matching = seed.posts
    .filter((post) => !wanted || post.categories.some((c) => wanted.includes(c)))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const totalPages = Math.ceil(matching.length / perPage);
  if (page > totalPages && matching.length > 0) throw invalidPageNumber();
  const embed = query._embed !== undefined;
  const posts = matching.slice((page - 1) * perPage, page * perPage).map((post) => toWpPost(post, embed));
  return { posts, total: matching.length, totalPages };
}

export async function postsPage(
  db: Db,
  wordpressUrl: string | undefined,
  query: WpPostsQuery,
  log: FastifyBaseLogger,
): Promise<PostsPage> {
  if (wordpressUrl) return (await fetchSitePosts(wordpressUrl, query, log)) ?? noPosts;
  const seed = await getContent<ArticlesSeed>(db, 'articles');
  return seed ? seededPosts(seed, query) : noPosts;
}

export interface ArticleCardsPage {
  cards: Articles;
  total: number;
  totalPages: number;
}

/** One page of a report's article cards: the posts of the report's category, newest first, 4 a page. */
export async function articleCards(
  db: Db,
  wordpressUrl: string | undefined,
  report: number,
  page: number,
  log: FastifyBaseLogger,
): Promise<ArticleCardsPage> {
  const seed = await getContent<ArticlesSeed>(db, 'articles');
  const category = seed?.reportCategories[String(report)];
  if (category === undefined) return { cards: [], total: 0, totalPages: 0 };
  const query = { categories: String(category), per_page: ARTICLES_PER_PAGE, page, _embed: '1' };
  let found: PostsPage;
  try {
    found = await postsPage(db, wordpressUrl, { ...query, disable_login_redirect: 'true' }, log);
  } catch (error) {
    // A page past the last: no cards, with the totals the client pages by.
    log.info({ err: error, report, page }, 'article page past the last');
    const first = await postsPage(db, wordpressUrl, { ...query, page: 1, disable_login_redirect: 'true' }, log);
    return { cards: [], total: first.total, totalPages: first.totalPages };
  }
  const cards = found.posts.flatMap((post) => {
    const image = post._embedded?.['wp:featuredmedia']?.[0]?.source_url;
    const headline = plainText(post.title.rendered);
    const summary = articleSummary(post.excerpt.rendered) || 'NoText';
    return image && headline ? [{ id: post.id, image, headline, summary, link: post.link }] : [];
  });
  return { cards, total: found.total, totalPages: found.totalPages };
}
