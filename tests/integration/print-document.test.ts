/**
 * GET …/revisions/{rev}/print-document (docs/REPORTS.md, print): the print view of the analysed fixture rendered on
 * the server, page by page (every block bound, every chart the server's drawing, nothing left loading), kept once
 * rendered (the same ETag, 304); the owner's and admins' alone (404 for another author, 401 without sign-in), a
 * Danish 400 for a bad revision, 409 before the analysis is done. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PrintDocument } from '../../schemas/api/print-document.ts';
import { validate } from '../../schemas/validate.ts';
import { revisions } from '../../server/db/schema.ts';
import { type Fixture, setUpFixture } from '../support/route-cases.ts';
import { backends, type PrincipalName, startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(backends())('GET …/revisions/{rev}/print-document on %s', (backend) => {
  let t: TestServer;
  let fixture: Fixture;
  const get = async (who: PrincipalName = 'subscriber', rev: string | number = fixture.revisionId, headers = {}) =>
    t.server.app.inject({
      url: `/api/manuscripts/${fixture.manuscriptId}/revisions/${rev}/print-document`,
      headers: { ...(await t.headers(who)), ...headers },
    });

  beforeAll(async () => {
    t = await startTestServer({ backend, analysisThreads: 1 });
    fixture = await setUpFixture(t);
  }, 180_000);
  afterAll(async () => t?.close());

  test('gives the owner every page of the print view rendered, with the server-drawn charts, kept', async () => {
    const response = await get();
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
    const admin = await get('admin');
    expect(admin.statusCode).toBe(200);
    const adminIds = (admin.json() as PrintDocument).sections.map((s) => s.reportId);
    expect(adminIds.length).toBeGreaterThanOrEqual(body.sections.length);
    const again = await get('subscriber', fixture.revisionId, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    // The first answer starts the print thread and draws and renders every page (under load: a minute or more).
  }, 180_000);

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

  test('a revision still being analysed, or failed, answers 409 with the reason in Danish', async () => {
    const db = t.server.database.db;
    try {
      await db.update(revisions).set({ status: 'analysing' }).where(eq(revisions.id, fixture.revisionId));
      const analysing = await get();
      expect(analysing.statusCode).toBe(409);
      expect(analysing.json()).toMatchObject({ code: 'ANALYSIS_NOT_DONE' });
      expect(analysing.json().message).toMatch(/ikke færdig endnu/u);
      await db.update(revisions).set({ status: 'failed' }).where(eq(revisions.id, fixture.revisionId));
      const failed = await get();
      expect(failed.statusCode).toBe(409);
      expect(failed.json().code).toBe('ANALYSIS_FAILED');
    } finally {
      await db.update(revisions).set({ status: 'done' }).where(eq(revisions.id, fixture.revisionId));
    }
  });
});
