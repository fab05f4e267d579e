/**
 * A real WordPress site as the content site, played by a local HTTP server: its posts are read with their
 * totals; a site that is down, slow (over 3 s) or answers malformed JSON gives no articles and a log line; a
 * WORDPRESS_URL pointing back at Lektør is refused at start.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { configFromEnv } from '../config.ts';
import { assertNotSelf, fetchSitePosts, SITE_TIMEOUT_MS } from './wordpress-site.ts';

const post = {
  id: 7,
  date: '2026-10-02T09:14:00',
  title: { rendered: 'Dialog &amp; tempo' },
  excerpt: { rendered: '<p>Første. Anden [&hellip;]</p>' },
  link: 'https://indhold.example.dk/dialog/',
  featured_media: 9,
  _embedded: { 'wp:featuredmedia': [{ id: 9, source_url: 'https://indhold.example.dk/d.jpg' }] },
};

let site: Server;
let base = '';
const asked: string[] = [];

beforeAll(async () => {
  site = createServer((request, response) => {
    asked.push(request.url ?? '');
    const path = request.url?.split('?')[0];
    if (path === '/ok/wp-json/wp/v2/posts') {
      response.writeHead(200, { 'content-type': 'application/json', 'x-wp-total': '9', 'x-wp-totalpages': '3' });
      response.end(JSON.stringify([post]));
    } else if (path === '/malformed/wp-json/wp/v2/posts') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('[{"id": 7, "title": ');
    } else if (path === '/not-posts/wp-json/wp/v2/posts') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ posts: [post] }));
    } else if (path === '/slow/wp-json/wp/v2/posts') {
      setTimeout(() => response.end('[]'), SITE_TIMEOUT_MS + 2_000).unref();
    } else {
      response.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

/** A pino logger whose lines the test reads. */
function recordingLog() {
  const lines: { msg: string; site?: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('reading a WordPress site', () => {
  test('its posts and paging headers, asked with the query of the article block', async () => {
    const { log } = recordingLog();
    const query = { categories: '108', per_page: 4, page: 2, _embed: '1', disable_login_redirect: 'true' as const };
    const found = await fetchSitePosts(`${base}/ok/`, query, log);
    expect(found).toEqual({ posts: [post], total: 9, totalPages: 3 });
    expect(asked.at(-1)).toBe(
      '/ok/wp-json/wp/v2/posts?categories=108&per_page=4&page=2&_embed=1&disable_login_redirect=true',
    );
  });

  test.each([
    ['malformed JSON', '/malformed', /could not be read/u],
    ['JSON that is not a list of posts', '/not-posts', /no WordPress posts/u],
    ['an error status', '/down', /answered an error/u],
  ])('%s gives no articles and a log line', async (_why, path, message) => {
    const { log, lines } = recordingLog();
    expect(await fetchSitePosts(`${base}${path}`, { per_page: 10, page: 1 }, log)).toBeUndefined();
    expect(lines.map((l) => l.msg).join('\n')).toMatch(message);
  });

  test('a site that does not answer within 3 s gives no articles and a log line', async () => {
    const { log, lines } = recordingLog();
    const started = Date.now();
    expect(await fetchSitePosts(`${base}/slow`, { per_page: 10, page: 1 }, log)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(SITE_TIMEOUT_MS + 1_500);
    expect(lines.map((l) => l.msg).join('\n')).toMatch(/timed out/u);
  });

  test('a site that is down gives no articles and a log line', async () => {
    const { log, lines } = recordingLog();
    expect(await fetchSitePosts('http://127.0.0.1:9/', { per_page: 10, page: 1 }, log)).toBeUndefined();
    expect(lines.map((l) => l.msg).join('\n')).toMatch(/could not be read/u);
  });
});

describe('a WORDPRESS_URL that is Lektør itself', () => {
  const self = { publicUrl: 'https://lektor.example.dk', host: '0.0.0.0', port: 8080 };
  test.each([
    'https://lektor.example.dk',
    'https://LEKTOR.example.dk:443/blog/',
    'http://localhost:8080',
    'http://127.0.0.1:8080/api',
    'http://[::1]:8080',
  ])('%s is refused with a clear message', (url) => {
    expect(() => assertNotSelf(url, self)).toThrow(/points at this Lektør server itself/u);
  });
  test.each(['https://indhold.example.dk', 'http://localhost:8081', 'http://lektor.example.dk:8443'])(
    '%s is another site',
    (url) => {
      expect(() => assertNotSelf(url, self)).not.toThrow();
    },
  );
  test('the start refuses it, and refuses an address that is no web address', () => {
    expect(() => configFromEnv({ PORT: '8080', WORDPRESS_URL: 'http://127.0.0.1:8080' })).toThrow(/itself/u);
    expect(() => configFromEnv({ WORDPRESS_URL: 'ftp://indhold.example.dk' })).toThrow(/web address/u);
    expect(configFromEnv({ PORT: '8080', WORDPRESS_URL: 'https://indhold.example.dk' }).wordpressUrl).toBe(
      'https://indhold.example.dk',
    );
  });
});
