/**
 * A PDF is complete or not made (issue 26 point 5, docs/REPORTS.md, print): an author's manuscript is analysed, then
 * one model section of its revision is spoiled in the database (the product stopped, its PGlite opened, Tense's
 * 'global' section replaced by something that fails the model's schema, the product started again on the same
 * data). The print view then settles as 'failed', naming the blocks that read the section; 'Download PDF' is
 * refused with the Danish message (502 PDF_INCOMPLETE) after one retry, both renderings are in the server's log,
 * and the author's uploads are untouched.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { danishNovel } from '../support/danish-novel.ts';
import { appFixture } from './support/app-fixture.ts';
import { analysisDone, uploadText } from './support/uploads.ts';

const AUTHOR = 'forfatter@lektor.dk';
const title = 'Den ødelagte tid';
/** The Tempus page (reports/tense.report.json) reads Tense's 'global' section. */
const TENSE_REPORT_ID = '9';
// A product of the file's own: it is stopped, its database spoiled, and started again; its log is read.
const { server, browser } = appFixture({ signIn: [AUTHOR], env: { LOG_LEVEL: 'info' } });
let manuscriptId = 0;

/** The author's API answer, as the app would ask it (the app's stored token). */
function apiAsAuthor(path: string): Promise<{ status: number; body: string }> {
  return browser.page.evaluate(async (path) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) ?? '';
    const token = (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token;
    const response = await fetch(`/api/${path}`, { cache: 'no-store', headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.text() };
  }, path);
}

async function uploadsLeft(): Promise<number> {
  const { body } = await apiAsAuthor('author/status');
  const user = (JSON.parse(body) as { user: Record<string, number> }).user;
  return (
    (user.complimentaryUploadsRemaining ?? 0) +
    (user.subscriptionUploadsRemaining ?? 0) +
    (user.purchasedUploadsRemaining ?? 0)
  );
}

describe('a print view with a failed block', () => {
  it('is analysed, then one model section of it is spoiled while the product is stopped', async () => {
    const { page } = browser;
    await uploadText(page, server.url, { title, fileName: 'tid.txt', text: danishNovel(20_000).text });
    const row = await analysisDone(page, title, 300_000);
    manuscriptId = Number(await row.getAttribute('data-manuscript-id'));
    // Started again on the same port: the sign-in's stored configuration names the product's address. The browser
    // keeps its sign-in: the same address, and the provider's keys are in the same database.
    await server.restart(async () => {
      const db = await PGlite.create(join(server.dataDir, 'pglite'));
      try {
        const spoiled = await db.query(
          `UPDATE revision_data SET content = '{"ikke": "en model"}'::jsonb
           WHERE model = 'Tense' AND section = 'global'
             AND revision_id IN (SELECT id FROM revisions WHERE manuscript_id = $1)`,
          [manuscriptId],
        );
        expect(spoiled.affectedRows).toBe(1);
      } finally {
        await db.close();
      }
    });
  }, 480_000);

  it("settles as 'failed', naming the blocks that read the spoiled section", async () => {
    const { page } = browser;
    await page.goto(`${server.url}/manuscripts/${manuscriptId}/print`);
    const view = page.locator('.print-page[data-report-state]:not([data-report-state="loading"])');
    await view.waitFor({ timeout: 120_000 });
    expect(await view.getAttribute('data-report-state')).toBe('failed');
    const tense = page.locator(`#print-${TENSE_REPORT_ID}`);
    expect(await tense.locator('article').getAttribute('data-report-state')).toBe('failed');
    const failedInTense = await tense.locator('[data-block-state="failed"]').count();
    expect(failedInTense).toBeGreaterThan(0);
    expect(Number(await view.getAttribute('data-failed-blocks'))).toBeGreaterThanOrEqual(failedInTense);
    // The rest of the Tempus page is still there: its heading is not a failure.
    expect(await tense.locator('h1').textContent()).toBe('Tempus');
  });

  it("refuses 'Download PDF' in Danish after one retry, logs both, and spends no upload", async () => {
    const { page } = browser;
    const before = await uploadsLeft();
    const answer = await apiAsAuthor(`manuscripts/${manuscriptId}/pdf`);
    expect(answer.status).toBe(502);
    const body = JSON.parse(answer.body) as { code: string; message: string };
    expect(body.code).toBe('PDF_INCOMPLETE');
    expect(body.message).toMatch(
      /^PDF-filen blev ikke lavet, fordi (én del|\d+ dele) af rapporten ikke kunne vises\. Prøv igen om lidt; sker det igen, så kontakt os\.$/u,
    );
    // The product's log reaches this process through a pipe, possibly after the answer: wait for the refusal's line.
    await expect
      .poll(() => server.output(), { timeout: 30_000 })
      .toContain('PDF refused: blocks failed in the print view twice');
    const log = server.output();
    expect(log).toContain('PDF: blocks failed in the print view, loading it again');
    expect(log).toMatch(new RegExp(`"reportId":"${TENSE_REPORT_ID}"`, 'u'));
    expect(await uploadsLeft()).toBe(before);

    // The button says the same in the app's error dialog, and no file is saved.
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/PDF-filen blev ikke lavet/u).waitFor({ timeout: 120_000 });
    expect(downloaded).toBe(false);
  }, 360_000);
});
