/**
 * Articles in the WordPress REST shape (GET /wp-json/wp/v2/posts): by default Lektør serves its own seeded
 * articles at /api/wp-json/wp/v2/posts; with WORDPRESS_URL set, the posts come from that site instead.
 * The app-facing GET articles/?report= turns the posts of a report's category into article cards.
 */
import type { Articles } from '../../schemas/api/content.ts';
import type { WpPosts, WpPostsQuery } from '../../schemas/api/wordpress.ts';
import type { Db } from '../db/database.ts';
import { getContent } from './content-store.ts';

export interface SeedArticle {
  id: number;
  title: string;
  /** HTML, as WordPress renders an excerpt. */
  excerpt: string;
  link: string;
  image: string;
  categories: number[];
  date: string;
}

export interface ArticlesSeed {
  /** Report id (1..17) → category id of the content site. */
  reportCategories: Record<string, number>;
  posts: SeedArticle[];
}

export interface PostsPage {
  posts: WpPosts;
  total: number;
  totalPages: number;
}

export const ARTICLES_PER_REPORT = 4;
const PROXY_TIMEOUT_MS = 5_000;

export function assertArticles(payload: unknown): asserts payload is ArticlesSeed {
  const seed = payload as ArticlesSeed;
  if (typeof seed !== 'object' || seed === null || typeof seed.reportCategories !== 'object') {
    throw new Error('articles: payload needs reportCategories and posts');
  }
  if (!Array.isArray(seed.posts)) throw new Error('articles: posts must be a list');
  for (const post of seed.posts) {
    const ok =
      Number.isInteger(post.id) &&
      post.id > 0 &&
      typeof post.title === 'string' &&
      typeof post.excerpt === 'string' &&
      /^(?:https?:\/\/|\/)\S+$/.test(post.link) &&
      /^(?:https?:\/\/|\/)\S+$/.test(post.image) &&
      Array.isArray(post.categories) &&
      !Number.isNaN(Date.parse(post.date));
    if (!ok) throw new Error(`articles: post ${JSON.stringify(post).slice(0, 80)} is malformed`);
  }
}

function toWpPost(post: SeedArticle) {
  return {
    id: post.id,
    date: post.date,
    title: { rendered: post.title },
    excerpt: { rendered: post.excerpt },
    link: post.link,
    categories: post.categories,
    featured_media: post.id,
  };
}

/** The seeded articles as WordPress answers them, newest first. */
export function seededPosts(seed: ArticlesSeed, query: WpPostsQuery): PostsPage {
  const perPage = query.per_page ?? 10;
  const page = query.page ?? 1;
  const wanted = query.categories?.split(',').map(Number);
  const matching = seed.posts
    .filter((post) => !wanted || post.categories.some((c) => wanted.includes(c)))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const posts = matching.slice((page - 1) * perPage, page * perPage).map((post) => {
    const wp = toWpPost(post);
    return query._embed === undefined ? wp : { ...wp, _embedded: { 'wp:featuredmedia': [{ source_url: post.image }] } };
  });
  return { posts, total: matching.length, totalPages: Math.max(1, Math.ceil(matching.length / perPage)) };
}

/** The posts of a configured WordPress site, or undefined when it cannot be reached. */
export async function proxiedPosts(wordpressUrl: string, query: WpPostsQuery): Promise<PostsPage | undefined> {
  const url = new URL(`${wordpressUrl.replace(/\/$/, '')}/wp-json/wp/v2/posts`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROXY_TIMEOUT_MS) });
    if (!response.ok) return undefined;
    const posts = (await response.json()) as WpPosts;
    const total = Number(response.headers.get('x-wp-total') ?? posts.length);
    const totalPages = Number(response.headers.get('x-wp-totalpages') ?? 1);
    return { posts, total, totalPages };
  } catch {
    return undefined;
  }
}

export async function postsPage(db: Db, wordpressUrl: string | undefined, query: WpPostsQuery): Promise<PostsPage> {
  if (wordpressUrl) return (await proxiedPosts(wordpressUrl, query)) ?? { posts: [], total: 0, totalPages: 0 };
  const seed = await getContent<ArticlesSeed>(db, 'articles');
  return seed ? seededPosts(seed, query) : { posts: [], total: 0, totalPages: 0 };
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…' };

/** Plain text of rendered HTML: tags and entities removed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&([a-z]+);/gi, (m, name: string) => entities[name.toLowerCase()] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Drops a last incomplete sentence (an excerpt cut off with '…' or '[…]'). */
export function wholeSentences(text: string): string {
  const trimmed = text.replace(/\s*\[?…\]?\s*$/, '').trim();
  if (/[.!?]$/.test(trimmed)) return trimmed;
  const lastEnd = Math.max(trimmed.lastIndexOf('. '), trimmed.lastIndexOf('! '), trimmed.lastIndexOf('? '));
  return lastEnd > 0 ? trimmed.slice(0, lastEnd + 1) : trimmed;
}

/** Article cards of one report: the newest posts of the report's category. */
export async function articleCards(db: Db, wordpressUrl: string | undefined, report: number): Promise<Articles> {
  const seed = await getContent<ArticlesSeed>(db, 'articles');
  const category = seed?.reportCategories[String(report)];
  if (category === undefined) return [];
  const { posts } = await postsPage(db, wordpressUrl, {
    categories: String(category),
    per_page: ARTICLES_PER_REPORT,
    page: 1,
    _embed: '1',
  });
  return posts.flatMap((post) => {
    const image = post._embedded?.['wp:featuredmedia']?.[0]?.source_url;
    const headline = plainText(post.title.rendered);
    const summary = wholeSentences(plainText(post.excerpt.rendered)) || 'NoText';
    return image && headline ? [{ id: post.id, image, headline, summary, link: post.link }] : [];
  });
}
