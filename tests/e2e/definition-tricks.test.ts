/**
 * A content editor cannot make a reader's browser load anything from outside the site (issue 32): each known trick
 * is published as the editor (redaktor@lektor.dk) through the editor's API and refused by the server with its
 * pointer and a Danish message; the Læsbarhed page an author (forfatter@lektor.dk) then opens, chart drawn, makes
 * no request outside the site's origin (the browser's request log), and its Content-Security-Policy allows images
 * and fonts from the site and data: only.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword } from '../support/oidc-login.ts';
import { appFixture } from './support/app-fixture.ts';
import { reportSettled } from './support/app-walk.ts';

const { server, browser: author, account } = appFixture({ signIn: ['forfatter@lektor.dk'] });
const requested: string[] = [];
/** An address outside the site: another origin (port 1 answers nothing, but a request to it is still logged). */
const outside = 'https://127.0.0.1:1';

type Definition = { blocks: { type: string; id: string; props?: Record<string, unknown> }[] };
type Spec = Record<string, unknown> & { encoding: Record<string, unknown> };

const readability = (): Definition => JSON.parse(readFileSync('reports/readability.report.json', 'utf8'));
const chartOf = (definition: Definition) => definition.blocks.findIndex((block) => block.type === 'chart');

/** Each trick: how it changes Læsbarhed, and the pointer (below the chart's spec, or absolute) it is refused at. */
const tricks: { name: string; change: (spec: Spec, definition: Definition) => void; at: string }[] = [
  {
    name: 'a url() fill',
    change: (s) => (s.config = { view: { fill: `url(${outside}/v.png)` } }),
    at: 'spec/config/view/fill',
  },
  {
    name: 'an escaped url()',
    change: (s) => (s.config = { background: `u\\72l(${outside}/b.png)` }),
    at: 'spec/config/background',
  },
  { name: 'an image mark', change: (s) => (s.mark = { type: 'image', url: `${outside}/i.png` }), at: 'spec/mark/url' },
  { name: 'data of its own', change: (s) => (s.data = { url: `${outside}/d.json` }), at: 'spec/data' },
  {
    name: 'a usermeta loader',
    change: (s) => (s.usermeta = { embedOptions: { loader: { baseURL: outside } } }),
    at: 'spec/usermeta',
  },
  {
    name: 'constructor in a calculate',
    change: (s) => (s.transform = [{ calculate: "constructor.constructor('fetch(1)')()", as: 'x' }]),
    at: 'spec/transform/0/calculate',
  },
  {
    name: 'an article card with an outside image',
    change: (_s, d) =>
      d.blocks.push({
        type: 'articles',
        id: 'fremmed',
        props: { items: [{ headline: 'Hav', image: `${outside}/a.png` }] },
      }),
    at: '/blocks/LAST/props/items/0/image',
  },
];

beforeAll(() => {
  author.page.on('request', (request) => requested.push(request.url()));
});

describe('definitions cannot reach out', () => {
  it('the server refuses each trick an editor publishes, at its pointer, in Danish', async () => {
    const { accessToken } = await loginWithPassword(server.url, account('redaktor@lektor.dk'), 'lektor-demo');
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const published = await (await fetch(`${server.url}/api/reports/definitions`)).json();
    const version = (published.definitions as { key: string; version: number }[]).find(
      (d) => d.key === 'readability',
    )!.version;
    for (const trick of tricks) {
      const definition = readability();
      const chart = chartOf(definition);
      trick.change(definition.blocks[chart]!.props!.spec as Spec, definition);
      const response = await fetch(`${server.url}/api/editor/documents/report/readability/versions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ payload: definition, baseVersion: version, publish: true }),
      });
      expect(response.status, trick.name).toBe(400);
      const body = (await response.json()) as { message: string; issues: { pointer: string; message: string }[] };
      const at = trick.at.startsWith('/')
        ? trick.at.replace('LAST', String(definition.blocks.length - 1))
        : `/blocks/${chart}/props/${trick.at}`;
      expect(
        body.issues.map((issue) => issue.pointer),
        trick.name,
      ).toContain(at);
      expect(body.message, trick.name).toMatch(/^Definitionen kan ikke gemmes: /);
    }
    const after = await (await fetch(`${server.url}/api/reports/definitions`)).json();
    expect(
      (after.definitions as { key: string; version: number }[]).find((d) => d.key === 'readability')!.version,
    ).toBe(version);
  }, 120_000);

  it("the author's Læsbarhed page, chart drawn, requests nothing outside the site; its CSP allows no outside image", async () => {
    const { page } = author;
    requested.length = 0;
    const response = await page.goto(`${server.url}/trial?rapport=8`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).toContain("font-src 'self' data:;");
    await reportSettled(page);
    // The page's chart is below the fold: drawn when the reader scrolls to it (docs/REPORTS.md, settled).
    await page.locator('[data-block-type="chart"]').first().scrollIntoViewIfNeeded();
    await page.locator('[data-chart-state="ready"]').first().waitFor({ timeout: 60_000 });
    const origin = new URL(server.url).origin;
    const elsewhere = requested.filter((url) => !/^(?:data|blob):/u.test(url) && new URL(url).origin !== origin);
    expect(requested.length).toBeGreaterThan(0);
    expect(elsewhere).toEqual([]);
  }, 120_000);
});
