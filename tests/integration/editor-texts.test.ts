/**
 * The texts content editors change as forms (docs/EDITOR.md, 'Texts as forms'): the articles, the guide, contact
 * and pricing pages and the pricing tiers are versions like every text; a publication is what visitors read at
 * once; HTML, a script, an image from another host, a javascript: link, an unsafe illustration and a title of 500
 * characters are refused at their pointer in Danish, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

type Post = { id: number; title: string; body: string; image: { svg: string } };
type Articles = { reportCategories: Record<string, number>; posts: Post[] };

describe('articles, pages and pricing as editable texts', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t?.close());

  const history = async (name: string) =>
    (
      await t.server.app.inject({
        url: `/api/editor/documents/content/${name}/versions`,
        headers: await t.headers('editor'),
      })
    ).json() as { publishedVersion: number; versions: { version: number }[] };

  const current = async <T>(name: string): Promise<{ base: number; payload: T }> => {
    const { publishedVersion } = await history(name);
    const version = await t.server.app.inject({
      url: `/api/editor/documents/content/${name}/versions/${publishedVersion}`,
      headers: await t.headers('editor'),
    });
    expect(version.statusCode).toBe(200);
    return { base: publishedVersion, payload: version.json().payload as T };
  };

  const save = async (name: string, payload: unknown, baseVersion: number, publish = true) =>
    t.server.app.inject({
      method: 'POST',
      url: `/api/editor/documents/content/${name}/versions`,
      headers: await t.headers('editor'),
      payload: { payload, baseVersion, publish },
    });

  test('the editors list the articles, the pages and the pricing tiers, each published from its seed', async () => {
    const documents = (
      await t.server.app.inject({ url: '/api/editor/documents', headers: await t.headers('editor') })
    ).json() as { kind: string; name: string; title: string; publishedVersion: number }[];
    const texts = new Map(documents.filter((d) => d.kind === 'content').map((d) => [d.name, d]));
    expect(texts.get('articles')).toMatchObject({ title: 'Artikler', publishedVersion: 1 });
    expect(texts.get('pages')).toMatchObject({ title: 'Vejledning, kontakt og prisside', publishedVersion: 1 });
    expect(texts.get('pricing')).toMatchObject({ title: 'Abonnementer (navne og beskrivelser)', publishedVersion: 1 });
  });

  test('an article published is what the visitor reads at once; a draft is not', async () => {
    const { base, payload } = await current<Articles>('articles');
    const post = payload.posts[0]!;
    post.title = 'Hvor lang må en roman være?';
    post.body = `${post.body}\n\n## Et nyt afsnit\n\nRedaktionen har **tilføjet** dette.`;
    const draft = await save('articles', payload, base, false);
    expect(draft.statusCode).toBe(201);
    let page = await t.server.app.inject({ url: `/artikler/${post.id}` });
    expect(page.body).not.toContain('Hvor lang må en roman være?');
    const published = await save('articles', payload, base, true);
    expect(published.statusCode).toBe(201);
    page = await t.server.app.inject({ url: `/artikler/${post.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Hvor lang må en roman være?</h1>');
    expect(page.body).toContain('<h2>Et nyt afsnit</h2>');
    expect(page.body).toContain('<strong>tilføjet</strong>');
    const posts = (await t.server.app.inject({ url: '/api/wp-json/wp/v2/posts?per_page=100' })).json() as {
      id: number;
      title: { rendered: string };
    }[];
    expect(posts.find((p) => p.id === post.id)?.title.rendered).toBe('Hvor lang må en roman være?');
  });

  test('an article with HTML, a script, an image from another host or a javascript: link is refused', async () => {
    const { base, payload } = await current<Articles>('articles');
    const before = (await history('articles')).versions.length;
    const cases: [string, keyof Post & ('title' | 'body'), string, RegExp][] = [
      ['HTML', 'body', 'Tekst <b onclick="x()">fed</b>', /^HTML er ikke tilladt/],
      ['a script', 'body', 'Tekst <script>alert(1)</script>', /^HTML er ikke tilladt.*<script>/],
      ['an image from another host', 'body', 'Se ![kort](https://evil.example/x.png)', /^billeder kan ikke vises/],
      [
        'a javascript: link',
        'body',
        'Klik [her](javascript:alert(1))',
        /^linket 'javascript:alert\(1' er ikke tilladt/,
      ],
      ['HTML in the title', 'title', '<img src=x onerror=alert(1)>', /^HTML er ikke tilladt/],
    ];
    for (const [why, field, text, message] of cases) {
      const changed = structuredClone(payload);
      changed.posts[2]![field] = text;
      const refused = await save('articles', changed, base);
      expect(refused.statusCode, why).toBe(400);
      expect(refused.json().code, why).toBe('CONTENT_INVALID');
      expect(refused.json().issues, why).toEqual([
        { pointer: `/posts/2/${field}`, message: expect.stringMatching(message) },
      ]);
    }
    const long = structuredClone(payload);
    long.posts[0]!.title = 'A'.repeat(500);
    const tooLong = await save('articles', long, base);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0]).toMatchObject({ pointer: '/posts/0/title' });
    expect(tooLong.json().issues[0].message).toMatch(/120/);
    const unsafe = structuredClone(payload);
    unsafe.posts[1]!.image.svg = unsafe.posts[1]!.image.svg.replace('<title', '<script>alert(1)</script><title');
    const svg = await save('articles', unsafe, base);
    expect(svg.statusCode).toBe(400);
    expect(svg.json().issues).toEqual([
      { pointer: '/posts/1/image/svg', message: expect.stringMatching(/^illustrationen skal være en SVG/) },
    ]);
    expect((await history('articles')).versions.length).toBe(before);
  });

  test("the guide's steps and a tier's description are published where the app reads them", async () => {
    const pages = await current<{ page: string; sections: { blocks: { steps?: string[] }[] }[] }[]>('pages');
    const guide = pages.payload.find((p) => p.page === 'guide')!;
    guide.sections[0]!.blocks[0]!.steps![0] = 'Gem dit manuskript som **én** fil.';
    expect((await save('pages', pages.payload, pages.base)).statusCode).toBe(201);
    const served = (await t.server.app.inject({ url: '/api/pages/' })).json() as typeof pages.payload;
    expect(served.find((p) => p.page === 'guide')!.sections[0]!.blocks[0]!.steps![0]).toBe(
      'Gem dit manuskript som **én** fil.',
    );

    const pricing = await current<{ tier: string; description: string; priceMinorPerMonth: number }[]>('pricing');
    pricing.payload[0]!.description = 'Til dig, der skriver.';
    pricing.payload[0]!.priceMinorPerMonth = 1;
    expect((await save('pricing', pricing.payload, pricing.base)).statusCode).toBe(201);
    const tiers = (await t.server.app.inject({ url: '/api/pricing/' })).json() as typeof pricing.payload;
    expect(tiers[0]!.description).toBe('Til dig, der skriver.');
    // The price is configuration, never the text's.
    expect(tiers[0]!.priceMinorPerMonth).toBe(14900);
  });
});
