/**
 * Chapters in the browser: an author uploads a .txt with four chapters ('Kapitel 1' …), one of them without
 * dialogue in a book that is mostly talk. The Kapitler page lists the chapters in its table, names the odd one out
 * in Danish, draws its charts, is reached from the report menu and has no accessibility violations; the mood curve
 * marks where chapters 2-4 begin; 'Hent kommenteret manuskript' downloads a .docx with her chapters as headings and
 * Lektør's comments. CHAPTERS_SCREENSHOT=file.png keeps screenshots of the page and the mood curve (file-mood.png) to look at.
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { appFixture } from './support/app-fixture.ts';
import { reportSettled } from './support/app-walk.ts';
import { downloadedBytes } from './support/browser.ts';
import { analysisDone, uploadText } from './support/uploads.ts';

const { server, browser } = appFixture({ signIn: ['forfatter@lektor.dk'] });
const title = 'Fyret på øen';

const talk = [
  '– Kommer du med ud på molen i aften? spurgte Marie og så på ham.',
  '– Ja, sagde Jens, hvis du venter på mig ved havnen.',
  'Marie nikkede og gik ned ad stien, mens vinden rev i hendes frakke.',
];
const quiet =
  'Havet lå gråt og stille under skyerne, og mågerne kredsede over klipperne, hvor bølgerne brød mod stenene i lange, langsomme rækker.';

function story(): string {
  const chapter = (n: number, paragraphs: string[]) => [`Kapitel ${n}`, ...paragraphs].join('\n\n');
  const repeat = (lines: string[], times: number) => Array.from({ length: times }, () => lines).flat();
  return [
    chapter(1, repeat(talk, 12)),
    chapter(2, repeat(talk, 12)),
    chapter(3, repeat([quiet], 24)),
    chapter(4, repeat(talk, 12)),
  ].join('\n\n');
}

describe('chapters of an uploaded text', () => {
  let manuscriptId = '';
  // The later tests read the manuscript this one uploads (vitest runs a file's tests in order).
  it('analyses the uploaded text', async () => {
    const { page } = browser;
    await uploadText(page, server.url, { title, fileName: 'fyret.txt', text: story() });
    const row = await analysisDone(page, title, 150_000);
    expect(await row.getAttribute('data-status')).toBe('done');
    manuscriptId = (await row.getAttribute('data-manuscript-id')) ?? '';
    expect(manuscriptId).not.toBe('');
  }, 200_000);

  it('the Kapitler page shows them, the one without dialogue flagged in Danish', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/manuscripts/${manuscriptId}/dashboard`);
    await reportSettled(page);
    await page.getByRole('navigation', { name: 'Rapporter' }).getByRole('link', { name: 'Kapitler' }).click();
    await reportSettled(page);
    expect(page.url()).toMatch(/\/analysis\/21$/u);
    const screenshot = process.env.CHAPTERS_SCREENSHOT;
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
    const table = page.getByRole('table', { name: 'Kapitel for kapitel' });
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBe(5);
    expect(await rows.nth(3).textContent()).toContain('Kapitel 3');
    const flagged = page.locator('[data-block-id="flagged"]');
    expect(await flagged.textContent()).toContain('Kapitlet har næsten ingen dialog');
    expect(await flagged.textContent()).toContain('Nr. 3: Kapitel 3');
    // Each chart is drawn when the reader scrolls to it (docs/REPORTS.md, settled).
    for (const block of await page.locator('[data-block-id$="-per-chapter"]').all())
      await block.scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('[data-block-id$="-per-chapter"] [data-chart-state="ready"]').count()).toBe(4);
    expect(await page.locator('[data-block-state="failed"]').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  }, 240_000);

  it('the mood curve marks where each chapter after the first begins', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/manuscripts/${manuscriptId}/analysis/11`);
    await reportSettled(page);
    const curve = page.locator('[data-block-id="mood-curve"]');
    await curve.scrollIntoViewIfNeeded();
    await curve.locator('[data-chart-state="ready"]').waitFor();
    expect(await curve.locator('.mark-rule.role-mark line, .mark-rule.role-mark path').count()).toBe(3);
    expect(await curve.textContent()).toContain('Kapitel begynder');
    const screenshot = process.env.CHAPTERS_SCREENSHOT;
    if (screenshot) await curve.screenshot({ path: screenshot.replace(/\.png$/u, '-mood.png') });
    expect(await page.locator('[data-block-state="failed"]').count()).toBe(0);
  }, 120_000);

  it("downloads the manuscript as a .docx with the chapters as headings and Lektør's comments", async () => {
    const { page } = browser;
    await page.goto(`${server.url}/manuscripts/${manuscriptId}/dashboard`);
    await reportSettled(page);
    await page.getByRole('button', { name: 'Hent kommenteret manuskript' }).click();
    const kinds = page.getByRole('group', { name: 'Hvilke fund skal med som kommentarer i Word?' });
    await kinds.getByLabel('Tillægsord').uncheck();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Hent .docx' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('fyret (kommenteret).docx');
    const parts = unzipSync(new Uint8Array(await downloadedBytes(download)));
    const documentXml = new TextDecoder().decode(parts['word/document.xml']);
    const commentsXml = new TextDecoder().decode(parts['word/comments.xml']);
    for (const n of [1, 2, 3, 4]) expect(documentXml).toContain(`<w:t xml:space="preserve">Kapitel ${n}</w:t>`);
    expect(commentsXml).toContain('w:author="Lektør"');
    expect(commentsXml).not.toContain('Tillægsord: »');
    expect(commentsXml).toMatch(/(Replikverbum|Stærkt ord|Kliché): »/u);
  }, 120_000);
});
