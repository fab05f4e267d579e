/**
 * The walking skeleton as a user does it: sign in with a demo account, upload a manuscript, wait for the
 * analysis, open Læsbarhed and read the LIX number, the table and the chart from the page.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appFixture } from './support/app-fixture.ts';
import { openBrowser, signIn } from './support/browser.ts';
import { danishManuscript, lix } from './support/danish-text.ts';
import { analysisDone } from './support/uploads.ts';

const screenshots = join(import.meta.dirname, 'screenshots');
const da = new Intl.NumberFormat('da-DK');

// The one browser test on an empty data folder: the product's first start, database created and migrated.
const { server, browser } = appFixture({ server: { emptyDataDir: true } });

describe('walking skeleton', () => {
  it('signs in, uploads, analyses and shows Læsbarhed with the LIX computed from the text', async () => {
    const { page } = browser;
    const manuscript = danishManuscript(120);
    await signIn(page, server.url, 'forfatter@lektor.dk');
    await page.waitForURL(`${server.url}/overview`);

    await page.getByRole('button', { name: 'Upload manuskript' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('button', { name: 'Upload' }).isDisabled()).toBe(true);
    await expect.poll(() => dialog.getByText('Udfyld venligst felterne ovenover').isVisible()).toBe(true);
    await dialog.getByLabel('Titel').fill('Efteråret ved søen');
    await dialog.getByLabel('Genre').selectOption({ label: 'Samtidsroman' });
    await dialog.getByLabel('Målgruppe').selectOption({ label: 'Voksne' });
    await dialog.getByLabel('Fil').setInputFiles({
      name: 'roman.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('roman.pdf: Er ikke en gyldig fil type. Følgende fil typer er godkendt: .epub, .docx, .txt');
    await expect.poll(() => dialog.getByRole('button', { name: 'Upload' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Fil').setInputFiles({
      name: 'roman.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(manuscript.text, 'utf8'),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(`${server.url}/overview/manuscripts`);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const row = await analysisDone(page, 'Efteråret ved søen', 60_000);
    await row.getByRole('link', { name: 'Efteråret ved søen' }).click();
    await page.getByRole('navigation', { name: 'Rapporter' }).getByRole('link', { name: 'Læsbarhed' }).click();

    const lixBlock = page.locator('[data-block-id="lix"]');
    await expect.poll(() => lixBlock.getAttribute('data-block-state'), { timeout: 20_000 }).toBe('ready');
    const expectedLix = Math.floor(lix(manuscript));
    expect((await lixBlock.locator('[data-value]').textContent())?.trim()).toBe(da.format(expectedLix));

    const table = page.locator('[data-block-id="measures"] table');
    expect(await table.getByRole('row', { name: /Antal sætninger/ }).textContent()).toContain(
      da.format(manuscript.sentences),
    );
    expect(await table.getByRole('row', { name: /Antal ord/ }).textContent()).toContain(da.format(manuscript.words));
    const averageSentence = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(await table.getByRole('row', { name: /sætningslængde/ }).textContent()).toContain(
      `${averageSentence.format(manuscript.words / manuscript.sentences)} ord`,
    );

    // A chart below the fold is drawn when the reader scrolls to it (docs/REPORTS.md, settled).
    await page.locator('[data-block-id="lix-per-part"]').scrollIntoViewIfNeeded();
    const chart = page.locator('[data-block-id="lix-per-part"] [data-chart-state="ready"] svg');
    await chart.waitFor({ state: 'visible', timeout: 30_000 });
    // The points of the two curves (the legend's symbols are not marks).
    const symbols = await chart.locator('.mark-symbol.role-mark path').count();
    const lines = await chart.locator('.mark-line path').count();
    expect(lines).toBe(2);
    expect(symbols).toBeGreaterThanOrEqual(4);
    expect(symbols % 2).toBe(0);

    await page.screenshot({ path: join(screenshots, 'readability.png'), fullPage: true });
    expect(browser.errors).toEqual([]);
  });

  it('sends an author without a subscription away from a manuscript', async () => {
    const other = await openBrowser();
    try {
      await signIn(other.page, server.url, 'ny@lektor.dk');
      await other.page.goto(`${server.url}/manuscripts/1/analysis/8`);
      await other.page.waitForURL((url) => !url.pathname.startsWith('/manuscripts'));
      expect(new URL(other.page.url()).pathname).not.toMatch(/^\/manuscripts/);
    } finally {
      await other.close();
    }
  });
});
