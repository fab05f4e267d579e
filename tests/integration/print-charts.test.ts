/**
 * GET …/revisions/{rev}/print-charts (docs/REPORTS.md, Charts): the print view's charts of the analysed fixture
 * drawn on the server as SVG, each named by its drawing key, kept once drawn (the same ETag, 304); the owner's and
 * admins' alone (404 for another author, 401 without sign-in), a Danish 400 for a bad revision. On PGlite and
 * (with TEST_DATABASE_URL) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PrintCharts } from '../../schemas/api/print-charts.ts';
import { validate } from '../../schemas/validate.ts';
import { type Fixture, setUpFixture } from '../support/route-cases.ts';
import { backends, type PrincipalName, startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(backends())('GET …/revisions/{rev}/print-charts on %s', (backend) => {
  let t: TestServer;
  let fixture: Fixture;
  const get = async (who: PrincipalName = 'subscriber', rev: string | number = fixture.revisionId, headers = {}) =>
    t.server.app.inject({
      url: `/api/manuscripts/${fixture.manuscriptId}/revisions/${rev}/print-charts`,
      headers: { ...(await t.headers(who)), ...headers },
    });

  beforeAll(async () => {
    t = await startTestServer({ backend, analysisThreads: 1 });
    fixture = await setUpFixture(t);
  }, 180_000);
  afterAll(async () => t?.close());

  test('gives the owner every chart of the print view as SVG, drawn once and kept', async () => {
    const response = await get();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as PrintCharts;
    expect(validate('api/manuscripts/print-charts', body).ok).toBe(true);
    expect(body.charts.length).toBeGreaterThan(20);
    expect(new Set(body.charts.map((c) => c.key)).size).toBe(body.charts.length);
    for (const chart of body.charts) {
      expect(chart.svg).toMatch(/^<svg [^>]*class="marks"/u);
      expect(chart.svg).not.toMatch(/aria-roledescription/u);
    }
    // Danish numbers and texts on the axes
    expect(body.charts.some((c) => />\d+,\d+<\/text>/u.test(c.svg))).toBe(true);
    const again = await get('subscriber', fixture.revisionId, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    const admin = await get('admin');
    expect(admin.statusCode).toBe(200);
  });

  test("another author's revision is not found, and a signed-out caller is refused", async () => {
    const other = await get('other');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Manuskriptet findes ikke.');
    expect((await get('anonymous')).statusCode).toBe(401);
    const missing = await get('subscriber', 99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Revisionen findes ikke.');
  });

  test('a bad revision id is refused in Danish', async () => {
    for (const rev of ['abc', '-1', '1.5']) {
      const response = await get('subscriber', rev);
      expect(response.statusCode, rev).toBe(400);
      expect(response.json().message, rev).toMatch(/^Ugyldig forespørgsel/u);
    }
  });
});
