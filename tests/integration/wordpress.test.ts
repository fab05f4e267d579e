/**
 * The built-in content site answers as WordPress does (issue 14, point 3), over HTTP with the server's own
 * schemas and error handling: the fixture articles of tests/fixtures/articles/ are seeded into the database as
 * the real ones are at start.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { plainText } from '../../server/content/article-summary.ts';
import { readContentSeeds, seedContent } from '../../server/content/content-store.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const fixtures = fileURLToPath(new URL('../fixtures/articles/', import.meta.url));
let t: TestServer;
const get = (url: string) => t.server.app.inject({ url });

beforeAll(async () => {
  t = await startTestServer({ analysisThreads: 0 });
  const seeds = readContentSeeds(undefined, fixtures).filter((seed) => seed.name === 'articles');
  await seedContent(
    t.server.database.db,
    seeds.map((seed) => ({ ...seed, version: seed.version + 1 })),
  );
});
afterAll(async () => t?.close());

describe('GET /api/wp-json/wp/v2/posts', () => {
  test('pages with x-wp-total and x-wp-totalpages, newest first, the fields WordPress gives', async () => {
    const first = await get('/api/wp-json/wp/v2/posts?categories=108&per_page=2&page=1&disable_login_redirect=true');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-wp-total']).toBe('5');
    expect(first.headers['x-wp-totalpages']).toBe('3');
    const posts = first.json() as Record<string, unknown>[];
    expect(posts.map((p) => p.id)).toEqual([85, 84]);
    expect(Object.keys(posts[1]!).sort()).toEqual(
      [
        'categories',
        'content',
        'date',
        'date_gmt',
        'excerpt',
        'featured_media',
        'id',
        'link',
        'slug',
        'status',
        'title',
        'type',
      ].sort(),
    );
    expect(posts[1]).toMatchObject({ slug: 'dialog-og-laesbarhed', link: '/artikler/84', categories: [108] });
    const last = (await get('/api/wp-json/wp/v2/posts?categories=108&per_page=2&page=3')).json() as { id: number }[];
    expect(last.map((p) => p.id)).toEqual([81]);
  });

  test('answers at the site root too, where WordPress has it', async () => {
    const root = await get('/wp-json/wp/v2/posts?categories=108&per_page=2');
    expect(root.statusCode).toBe(200);
    expect(root.headers['x-wp-total']).toBe('5');
    expect((root.json() as { id: number }[]).map((p) => p.id)).toEqual([85, 84]);
    expect((await get('/wp-json/wp/v2/posts?per_page=500')).json()).toMatchObject({ code: 'rest_invalid_param' });
    expect((await get('/wp-json/wp/v2/media/1011')).statusCode).toBe(200);
  });

  test('defaults to 10 a page over every category', async () => {
    const all = await get('/api/wp-json/wp/v2/posts');
    expect(all.headers['x-wp-total']).toBe('6');
    expect(all.headers['x-wp-totalpages']).toBe('1');
  });

  test('_embed adds wp:featuredmedia with source_url, alt_text and media_details; the image is served', async () => {
    const [post] = (await get('/api/wp-json/wp/v2/posts?categories=101&_embed=1')).json() as {
      featured_media: number;
      _embedded: { 'wp:featuredmedia': { id: number; source_url: string; alt_text: string; media_details: object }[] };
    }[];
    const media = post!._embedded['wp:featuredmedia'][0]!;
    expect(media).toMatchObject({
      id: post!.featured_media,
      alt_text: 'Illustration: Tempo i romanens første kapitel',
    });
    expect(media.media_details).toEqual({ width: 800, height: 450, file: 'tempo.svg', sizes: {} });
    const image = await get(media.source_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/u);
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await get('/api/article-images/99999.svg')).statusCode).toBe(404);
    const item = await get(`/api/wp-json/wp/v2/media/${media.id}`);
    expect(item.json()).toMatchObject({ id: media.id, source_url: media.source_url, mime_type: 'image/svg+xml' });
  });

  test.each([
    ['per_page=101', 'per_page', 'per_page skal være mellem 1 (inkl.) og 100 (inkl.)'],
    ['per_page=0', 'per_page', 'per_page skal være mellem 1 (inkl.) og 100 (inkl.)'],
    ['page=0', 'page', 'page skal være større end eller lig med 1'],
    ['categories=krimi', 'categories', 'categories[0] er ikke af typen integer.'],
  ])('%s is WordPress’ rest_invalid_param', async (query, param, message) => {
    const answer = await get(`/api/wp-json/wp/v2/posts?${query}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'rest_invalid_param',
      message: `Ugyldig(e) parameter(e): ${param}`,
      data: { status: 400, params: { [param]: message } },
    });
  });

  test('a page past the last is rest_post_invalid_page_number', async () => {
    const answer = await get('/api/wp-json/wp/v2/posts?categories=108&per_page=2&page=4');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'Det ønskede sidenummer er større end antallet af tilgængelige sider.',
      data: { status: 400 },
    });
  });

  test('an unknown media id is rest_post_invalid_id', async () => {
    const answer = await get('/api/wp-json/wp/v2/media/4242');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'rest_post_invalid_id', data: { status: 404 } });
  });
});

describe('article cards and pages', () => {
  test('cards page by the content site’s paging, 4 a page, with its totals', async () => {
    const first = await get('/api/articles/?report=8');
    expect(first.headers['x-wp-total']).toBe('5');
    expect(first.headers['x-wp-totalpages']).toBe('2');
    const cards = first.json() as { id: number; headline: string; summary: string }[];
    expect(cards.map((c) => c.id)).toEqual([85, 84, 83, 82]);
    // A script-carrying title arrives as text (React shows it as text), never as markup the app would run.
    expect(cards[0]!.headline).toBe('<script>alert(1)</script> & <b>fed</b> titel');
    expect(cards[0]!.summary).toMatch(/^Når du skriver en roman.*\.$/u);
    const second = (await get('/api/articles/?report=8&page=2')).json() as { id: number }[];
    expect(second.map((c) => c.id)).toEqual([81]);
    const past = await get('/api/articles/?report=8&page=3');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-wp-totalpages']).toBe('2');
  });

  test('an article page shows the illustration, the title, the date and the body, markup as text', async () => {
    const page = await get('/artikler/85');
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain(
      '<img src="/api/article-images/1085.svg" alt="Illustration: scriptalert(1)/script og bfed/b titel"',
    );
    expect(html).not.toContain('<script>');
    expect(plainText(/<h1>(.*)<\/h1>/u.exec(html)?.[1] ?? '')).toBe('<script>alert(1)</script> & <b>fed</b> titel');
    expect(html).toContain('<time datetime="2026-07-01T07:00:00Z">1. juli 2026</time>');
    expect(html).toContain('<h2>Hvad måler vi?</h2>');
    expect(html).toContain('<li>Del sætninger over 25 ord.</li>');
    expect(html).toContain('Rå HTML som &#60;em&#62;dette&#60;/em&#62; vises som tekst.');
    expect((await get('/artikler/99999')).statusCode).toBe(404);
  });
});
