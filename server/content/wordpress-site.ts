/**
 * A real WordPress site as the content site (WORDPRESS_URL): its posts are read with the same query the
 * built-in site answers. A site that is down, slow (more than 3 s) or answers something that is not WordPress'
 * posts gives no articles and a log line; the report page stays whole. A WORDPRESS_URL that points back at
 * Lektør itself is refused at start: the server would ask itself for ever.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WpPosts, WpPostsQuery } from '../../schemas/api/wordpress.ts';
import { loadValidators, validate } from '../../schemas/validate.ts';
import { WordPressError } from './wordpress-errors.ts';

export const SITE_TIMEOUT_MS = 3_000;

export interface SitePostsPage {
  posts: WpPosts;
  total: number;
  totalPages: number;
}

/** The site's posts for the query, or undefined (logged) when the site cannot give them. */
export async function fetchSitePosts(
  wordpressUrl: string,
  query: WpPostsQuery,
  log: FastifyBaseLogger,
): Promise<SitePostsPage | undefined> {
  const url = new URL(`${wordpressUrl.replace(/\/$/u, '')}/wp-json/wp/v2/posts`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const site = url.origin;
  try {
    const signal = AbortSignal.timeout(SITE_TIMEOUT_MS);
    const [response] = await Promise.all([fetch(url, { signal, redirect: 'error' }), loadValidators('api/wp/posts')]);
    if (!response.ok && response.status !== 400) {
      log.warn({ site, status: response.status }, 'content site answered an error; no articles shown');
      return undefined;
    }
    const body: unknown = await response.json();
    // WordPress' own answer to a bad query (a page past the last) is passed on as it is.
    if (response.status === 400) {
      if (isWordPressError(body)) throw new WordPressError(body.code, body.message, { status: 400 });
      log.warn({ site, status: response.status }, 'content site answered an error; no articles shown');
      return undefined;
    }
    const check = validate('api/wp/posts', body);
    if (!check.ok) {
      log.warn(
        { site, issues: check.issues.slice(0, 3) },
        'content site answered no WordPress posts; no articles shown',
      );
      return undefined;
    }
    const posts = body as WpPosts;
    const total = Number(response.headers.get('x-wp-total') ?? posts.length);
    const totalPages = Number(response.headers.get('x-wp-totalpages') ?? 1);
    return {
      posts,
      total: Number.isSafeInteger(total) && total >= 0 ? total : posts.length,
      totalPages: Number.isSafeInteger(totalPages) && totalPages >= 0 ? totalPages : 1,
    };
  } catch (error) {
    if (error instanceof WordPressError) throw error;
    const why = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be read';
    log.warn({ site, err: error }, `content site ${why}; no articles shown`);
    return undefined;
  }
}

function isWordPressError(body: unknown): body is { code: string; message: string } {
  const candidate = body as { code?: unknown; message?: unknown } | null;
  return typeof candidate?.code === 'string' && typeof candidate.message === 'string';
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0', '::', '[::]']);

function normalHost(host: string): string {
  const lower = host.toLowerCase().replace(/\.$/u, '');
  return LOOPBACK.has(lower) || lower.startsWith('127.') || lower.endsWith('.localhost') ? 'loopback' : lower;
}

function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/**
 * Refuses a WORDPRESS_URL that reaches this server: the same host and port as PUBLIC_URL, or as the address it
 * listens on (a loopback name counts as the same host as any loopback or wildcard address).
 */
export function assertNotSelf(wordpressUrl: string, self: { publicUrl: string; host: string; port: number }): void {
  let site: URL;
  try {
    site = new URL(wordpressUrl);
  } catch {
    throw new Error(`WORDPRESS_URL must be a web address (http:// or https://), not '${wordpressUrl}'`);
  }
  if (site.protocol !== 'http:' && site.protocol !== 'https:') {
    throw new Error(`WORDPRESS_URL must be a web address (http:// or https://), not '${wordpressUrl}'`);
  }
  const own = [
    new URL(self.publicUrl),
    new URL(`http://${self.host.includes(':') ? `[${self.host}]` : self.host}:${self.port}`),
  ];
  const siteHost = normalHost(site.hostname);
  const loops = own.some((address) => {
    const ownHost = normalHost(address.hostname);
    const sameHost = siteHost === ownHost || (ownHost === 'loopback' && siteHost === 'loopback');
    return sameHost && portOf(site) === portOf(address);
  });
  if (loops) {
    throw new Error(
      `WORDPRESS_URL (${wordpressUrl}) points at this Lektør server itself (${self.publicUrl}); it would ask itself for its articles. ` +
        'Leave WORDPRESS_URL unset to serve the built-in articles, or give the address of a WordPress site.',
    );
  }
}
