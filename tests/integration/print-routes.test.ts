/**
 * The print view's two server answers for the analysed fixture (docs/REPORTS.md, print and Charts), on one server
 * per database (PGlite and, with TEST_DATABASE_URL, PostgreSQL):
 * - GET …/revisions/{rev}/print-charts: every chart drawn as SVG, each named by its drawing key;
 * - GET …/revisions/{rev}/print-document: every page rendered (every block bound, every chart the server's drawing,
 *   nothing left loading).
 * - GET …/revisions/{rev}/screen-charts?reportId=N: the dashboard's charts from the same drawing at their screen
 *   size, none before the drawing is kept and none for another page.
 * All are kept once drawn (the same ETag, 304), the owner's and admins' alone (404 for another author, 401 without
 * sign-in), refuse a bad revision with a Danish 400 and a revision not analysed with 409.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PrintCharts, ScreenCharts } from '../../schemas/api/print-charts.ts';
import type { PrintDocument } from '../../schemas/api/print-document.ts';
import { validate } from '../../schemas/validate.ts';
import { revisions } from '../../server/db/schema.ts';
import { type Fixture, setUpFixture } from '../support/route-cases.ts';
import { backends, type PrincipalName, startTestServer, type TestServer } from '../support/test-server.ts';

const routes = ['print-charts', 'print-document', 'screen-charts?reportId=0'] as const;

describe.each(backends())('the print routes on %s', (backend) => {
  let t: TestServer;
  let fixture: Fixture;
  const get = async (
    route: (typeof routes)[number],
    who: PrincipalName = 'subscriber',
    rev: string | number = fixture.revisionId,
    headers = {},
  ) =>
    t.server.app.inject({
      url: `/api/manuscripts/${fixture.manuscriptId}/revisions/${rev}/${route}`,
      headers: { ...(await t.headers(who)), ...headers },
    });

  beforeAll(async () => {
    t = await startTestServer({ backend, analysisThreads: 1 });
    fixture = await setUpFixture(t);
  }, 180_000);
  afterAll(async () => t?.close());

  test('screen-charts gives none while no drawing is kept for the viewer, without waiting for one', async () => {
    // Nothing has drawn the print view for an admin yet (the fixture reads the data as the author).
    const response = await get('screen-charts?reportId=0', 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ charts: [] });
  });

  test('print-document gives the owner every page of the print view rendered, with the server-drawn charts, kept', async () => {
    const response = await get('print-document');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as PrintDocument;
    expect(validate('api/manuscripts/print-document', body).ok).toBe(true);
    expect(body.sections.length).toBeGreaterThan(15);
    expect(new Set(body.sections.map((s) => s.reportId)).size).toBe(body.sections.length);
    expect(body.failedBlocks).toBe(0);
    expect(typeof body.score).toBe('number');
    const html = body.sections.map((s) => s.html).join('');
    for (const section of body.sections) {
      expect(section.html).toMatch(
        new RegExp(`^<article class="lk-report lk-print"[^>]*data-report-id="${section.reportId}"`, 'u'),
      );
    }
    expect(html).not.toMatch(/data-(?:block|chart)-state="loading"/u);
    expect(html.match(/data-chart-drawn="server"/gu)?.length ?? 0).toBeGreaterThan(20);
    // An author sees no page closed to authors (report 10, similar books, is for admins).
    const admin = await get('print-document', 'admin');
    expect(admin.statusCode).toBe(200);
    const adminIds = (admin.json() as PrintDocument).sections.map((s) => s.reportId);
    expect(adminIds.length).toBeGreaterThanOrEqual(body.sections.length);
    const etag = String(response.headers.etag);
    expect((await get('print-document', 'subscriber', fixture.revisionId, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
    // The first answer starts the print thread and draws and renders every page (under load: a minute or more).
  }, 180_000);

  test('print-charts gives the owner every chart of the print view as SVG, drawn once and kept', async () => {
    const response = await get('print-charts');
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
    const etag = String(response.headers.etag);
    expect((await get('print-charts', 'subscriber', fixture.revisionId, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
    expect((await get('print-charts', 'admin')).statusCode).toBe(200);
  }, 180_000);

  test("screen-charts gives the dashboard's charts at their screen size once drawn, and no other page's", async () => {
    // The print charts' answer waits for the drawing; the screen charts come from the same.
    const print = (await get('print-charts')).json() as PrintCharts;
    const response = await get('screen-charts?reportId=0');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ScreenCharts;
    expect(validate('api/manuscripts/screen-charts', body).ok).toBe(true);
    // The mood and LIX curves and the first tab's bars at least (every tab's chart is drawn).
    expect(body.charts.length).toBeGreaterThanOrEqual(3);
    const printKeys = new Set(print.charts.map((c) => c.key));
    for (const chart of body.charts) {
      expect(printKeys.has(chart.key)).toBe(false);
      expect(chart.svg).toMatch(/^<svg [^>]*class="marks"/u);
      expect(chart.svg).not.toMatch(/aria-roledescription/u);
    }
    const etag = String(response.headers.etag);
    const again = await get('screen-charts?reportId=0', 'subscriber', fixture.revisionId, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect((await get('screen-charts?reportId=1' as 'screen-charts?reportId=0')).json()).toEqual({ charts: [] });
  }, 180_000);

  test('screen-charts refuses a page that is no number, in Danish', async () => {
    for (const query of ['', '?reportId=x', '?reportId=-1', '?reportId=0&more=1']) {
      const response = await t.server.app.inject({
        url: `/api/manuscripts/${fixture.manuscriptId}/revisions/${fixture.revisionId}/screen-charts${query}`,
        headers: await t.headers('subscriber'),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/^Ugyldig forespørgsel/u);
    }
  });

  describe.each(routes)('%s', (route) => {
    test("another author's revision is not found, and a signed-out caller is refused", async () => {
      const other = await get(route, 'other');
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Manuskriptet findes ikke.');
      expect((await get(route, 'anonymous')).statusCode).toBe(401);
      const missing = await get(route, 'subscriber', 99_999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Revisionen findes ikke.');
    });

    test('a bad revision id is refused in Danish', async () => {
      for (const rev of ['abc', '-1', '1.5']) {
        const response = await get(route, 'subscriber', rev);
        expect(response.statusCode, rev).toBe(400);
        expect(response.json().message, rev).toMatch(/^Ugyldig forespørgsel/u);
      }
    });

    test('a revision still being analysed, or failed, answers 409 with the reason in Danish', async () => {
      const db = t.server.database.db;
      try {
        await db.update(revisions).set({ status: 'analysing' }).where(eq(revisions.id, fixture.revisionId));
        const analysing = await get(route);
        expect(analysing.statusCode).toBe(409);
        expect(analysing.json()).toMatchObject({ code: 'ANALYSIS_NOT_DONE' });
        expect(analysing.json().message).toMatch(/ikke færdig endnu/u);
        await db.update(revisions).set({ status: 'failed' }).where(eq(revisions.id, fixture.revisionId));
        const failed = await get(route);
        expect(failed.statusCode).toBe(409);
        expect(failed.json().code).toBe('ANALYSIS_FAILED');
      } finally {
        await db.update(revisions).set({ status: 'done' }).where(eq(revisions.id, fixture.revisionId));
      }
    });
  });
});
