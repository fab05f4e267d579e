/**
 * Reads the built-in content site's articles from their versioned folder (server/content/articles/): each
 * r<report>-<n>-<slug>.md with its illustration r<report>-<n>-<slug>.svg beside it. The result goes into the
 * 'articles' content entry of the database at start (content-store.ts), so the database holds the articles and
 * their illustrations, and the files stay the source for a fresh install.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArticle } from './article-markdown.ts';
import { plainText } from './article-summary.ts';

export const articlesDir = fileURLToPath(new URL('./articles/', import.meta.url));

export interface ArticleIllustration {
  /** The media id of the content site (WordPress' featured_media). */
  id: number;
  /** The SVG's own <title>: the image's alternative text. */
  alt: string;
  svg: string;
}

export interface SeedArticle {
  id: number;
  slug: string;
  title: string;
  /** The report (1..20) the article belongs to. */
  report: number;
  /** Local time of Europe/Copenhagen, as WordPress' `date`. */
  date: string;
  /** UTC, as WordPress' `date_gmt`. */
  dateGmt: string;
  /** The restricted Markdown of the body (article-markdown.ts renders it). */
  body: string;
  categories: number[];
  image: ArticleIllustration;
}

const FILE_NAME = /^r(\d{1,2})-([1-9])-([a-z0-9æøå]+(?:-[a-z0-9æøå]+)*)\.md$/u;
/** Media ids are apart from post ids, as on a WordPress site. */
export const MEDIA_ID_OFFSET = 1000;
const PUBLISHED_AT = '09:00:00';

/** The UTC time of a local Copenhagen date and time (WordPress' date_gmt beside its date). */
export function copenhagenToUtc(date: string, time = PUBLISHED_AT): string {
  const asUtc = new Date(`${date}T${time}Z`);
  const localHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Copenhagen', hour: '2-digit', hourCycle: 'h23' }).format(
      asUtc,
    ),
  );
  const offsetHours = (localHour - asUtc.getUTCHours() + 24) % 24;
  return new Date(asUtc.getTime() - offsetHours * 3_600_000).toISOString().slice(0, 19);
}

/**
 * Checks an illustration and returns its <title>: an SVG with a viewBox and a title, without scripts, event
 * handlers, foreign content or references outside itself.
 */
export function checkIllustration(svg: string, file: string): string {
  const refuse = (why: string) => new Error(`${file}: ${why}`);
  if (!/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/u.test(svg)) throw refuse('not an SVG document');
  if (!/<svg[^>]*\sviewBox="[^"]+"/u.test(svg)) throw refuse('the SVG needs a viewBox');
  if (/<script|<foreignObject|<!ENTITY|<!DOCTYPE/iu.test(svg)) throw refuse('scripts and foreign content are refused');
  if (/\son[a-z]+\s*=/iu.test(svg)) throw refuse('event handlers are refused');
  if (/(?:href|src)\s*=\s*["'](?!#)/iu.test(svg) || /url\(\s*["']?(?!#)/iu.test(svg)) {
    throw refuse('references outside the SVG are refused');
  }
  const title = plainText(/<title(?:\s[^>]*)?>([^<]+)<\/title>/u.exec(svg)?.[1] ?? '');
  if (!title) throw refuse('the SVG needs a <title> (its alternative text)');
  return title;
}

/**
 * Every article of the folder, with the category of its report; a file that breaks the format stops the
 * seeding with a message that names it.
 */
export function readArticleFolder(dir: string, reportCategories: Record<string, number>): SeedArticle[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const name = FILE_NAME.exec(file);
      if (!name) throw new Error(`${file}: article files are named r<report>-<n>-<slug>.md`);
      const { front, body } = parseArticle(readFileSync(join(dir, file), 'utf8'), file);
      if (front.report !== Number(name[1])) throw new Error(`${file}: report ${front.report} differs from the name`);
      const category = reportCategories[String(front.report)];
      if (category === undefined) throw new Error(`${file}: report ${front.report} has no category`);
      const svgFile = file.replace(/\.md$/u, '.svg');
      if (!existsSync(join(dir, svgFile))) throw new Error(`${file}: the illustration ${svgFile} is missing`);
      const svg = readFileSync(join(dir, svgFile), 'utf8');
      const id = front.report * 10 + Number(name[2]);
      return {
        id,
        slug: name[3]!,
        title: front.title,
        report: front.report,
        date: `${front.date}T${PUBLISHED_AT}`,
        dateGmt: copenhagenToUtc(front.date),
        body,
        categories: [category],
        image: { id: MEDIA_ID_OFFSET + id, alt: checkIllustration(svg, svgFile), svg },
      };
    });
}

/**
 * An editor's articles (docs/EDITOR.md): every illustration must pass checkIllustration, or the change is refused
 * at the illustration's pointer in Danish.
 */
export function illustrationProblems(payload: unknown): { pointer: string; message: string }[] {
  const posts = (payload as Partial<Pick<ArticlesPayload, 'posts'>> | null)?.posts;
  if (!Array.isArray(posts)) return [];
  return posts.flatMap((post, i) => {
    try {
      checkIllustration(post.image.svg, `artikel ${post.id}`);
      return [];
    } catch {
      return [
        {
          pointer: `/posts/${i}/image/svg`,
          message:
            'illustrationen skal være en SVG med viewBox og <title> (billedteksten) og må ikke have scripts, ' +
            'hændelser eller henvisninger ud af filen',
        },
      ];
    }
  });
}

type ArticlesPayload = { posts: Pick<SeedArticle, 'id' | 'image'>[] };

/** The articles of the seed: the content site's categories per report and the posts of the articles folder. */
export interface ArticlesSeed {
  /** Report id (1..20) → category id of the content site. */
  reportCategories: Record<string, number>;
  posts: SeedArticle[];
}

/** Checks the seed's articles (their shape; the folder's own checks ran when it was read). */
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
      typeof post.body === 'string' &&
      typeof post.slug === 'string' &&
      Array.isArray(post.categories) &&
      !Number.isNaN(Date.parse(post.date)) &&
      Number.isInteger(post.image?.id) &&
      typeof post.image?.svg === 'string';
    if (!ok) throw new Error(`articles: post ${JSON.stringify(post).slice(0, 80)} is malformed`);
  }
}
