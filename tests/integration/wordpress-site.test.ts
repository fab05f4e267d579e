/**
 * With WORDPRESS_URL the server reads a real WordPress site (played by a local HTTP server) with the same code:
 * its posts become article cards, markup in a title or excerpt arrives as text, entities decoded; a site that
 * answers malformed JSON leaves the cards empty with status 200 (the report page renders without them).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let site: Server;
let base = '';
let answer: (url: URL) => { status: number; body: string; headers?: Record<string, string> };
const asked: string[] = [];

beforeAll(async () => {
  site = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    asked.push(`${url.pathname}${url.search}`);
    const { status, body, headers } = answer(url);
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

describe('articles from a WordPress site', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { wordpressUrl: `${base}/blog` } });
  });
  afterAll(async () => t?.close());

  test("the report's cards come from the site's posts, paged as it pages them", async () => {
    answer = () => ({
      status: 200,
      headers: { 'x-wp-total': '6', 'x-wp-totalpages': '2' },
      body: JSON.stringify([
        {
          id: 501,
          title: { rendered: '<script>alert(1)</script>Sp&aelig;nding &#8211; og tempo' },
          excerpt: {
            rendered: '<p>F&oslash;rste s&aelig;tning. <img src=x onerror=alert(1)>Anden er skåret af [&hellip;]</p>',
          },
          link: 'https://indhold.example.dk/spaending/',
          _embedded: { 'wp:featuredmedia': [{ source_url: 'https://indhold.example.dk/s.jpg' }] },
        },
      ]),
    });
    const cards = await t.server.app.inject({ url: '/api/articles/?report=8&page=2' });
    expect(cards.statusCode).toBe(200);
    expect(cards.headers['x-wp-total']).toBe('6');
    expect(cards.headers['x-wp-totalpages']).toBe('2');
    expect(cards.json()).toEqual([
      {
        id: 501,
        image: 'https://indhold.example.dk/s.jpg',
        headline: 'Spænding – og tempo',
        summary: 'Første sætning.',
        link: 'https://indhold.example.dk/spaending/',
      },
    ]);
    expect(asked.at(-1)).toBe(
      '/blog/wp-json/wp/v2/posts?categories=108&per_page=4&page=2&_embed=1&disable_login_redirect=true',
    );
  });

  test('a site that answers malformed JSON leaves no cards, and the route still answers 200', async () => {
    answer = () => ({ status: 200, body: '[{"id": 1, "title": ' });
    const cards = await t.server.app.inject({ url: '/api/articles/?report=8' });
    expect(cards.statusCode).toBe(200);
    expect(cards.json()).toEqual([]);
    expect(cards.headers['x-wp-total']).toBe('0');
  });
});
