/**
 * An author with a subscription (forfatter@lektor.dk): home goes to the overview; upload (form rules, a refused
 * file through the global error dialog, a real upload) and the manuscripts list; the report's dashboard,
 * analysis, a report page with the 'Analyseret'/'Angivet' setting, report 10 (not for authors), print; a
 * similar book; the profile (history with a time filter after a payment return, invoices, cancelling).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appFixture } from './support/app-fixture.ts';
import { expectAccessible, heading, pathOf, reportSettled, topMenu, visit } from './support/app-walk.ts';
import { danishManuscript } from './support/danish-text.ts';
import { analysisDone, manuscriptRow } from './support/uploads.ts';

const { server, browser } = appFixture({ signIn: ['forfatter@lektor.dk'] });
let errorsBefore = 0;
let manuscriptPath = '';
const title = 'Stille vand';

beforeAll(() => {
  errorsBefore = browser.errors.length;
});

describe('subscribed author', () => {
  it('goes from / to the overview with the guide; no Prøverapport', async () => {
    const { page } = browser;
    await page.waitForURL(`${server.url}/overview`);
    expect(await topMenu(page)).toEqual(['Oversigt', 'Priser', 'FAQ', 'Kontakt']);
    await expectAccessible(page, 'subscriber-guide');
  });

  it('shows a file the server refuses in the global error dialog, with first-time and repeat advice', async () => {
    const { page } = browser;
    const dialog = page.getByRole('dialog', { name: 'Upload manuskript' });
    const errorDialog = page.getByRole('alertdialog');
    for (const attempt of [1, 2]) {
      await page.getByRole('button', { name: 'Upload manuskript' }).click();
      await dialog.waitFor();
      await dialog.getByLabel('Titel').fill('Ikke en docx');
      await dialog.getByLabel('Genre').selectOption({ label: 'Krimi' });
      await dialog.getByLabel('Målgruppe').selectOption({ label: 'Voksne' });
      await dialog.getByLabel('Fil').setInputFiles({
        name: 'roman.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: Buffer.from('dette er ikke en zip-fil'),
      });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await errorDialog.waitFor();
      expect(await errorDialog.getByRole('heading').textContent()).toBe('Der opstod en fejl');
      const text = (await errorDialog.textContent()) ?? '';
      expect(text).toMatch(/Server besked:\s*\S+/);
      expect(text).toContain(
        attempt === 1 ? 'Vent et par minutter, og prøv igen.' : 'Fejlen er sket flere gange. Kontakt venligst support.',
      );
      if (attempt === 1) await expectAccessible(page, 'subscriber-error-dialog');
      errorsBefore = browser.errors.length; // the refused upload is logged as an HTTP error on purpose
      // OK is reachable and pressed with the keyboard
      await errorDialog.getByRole('button', { name: 'OK' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => errorDialog.count()).toBe(0);
      await dialog.getByRole('button', { name: 'Annuller' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
    }
  });

  it('uploads a manuscript: the form in keyboard order, Upload enabled only when complete, then the list', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Upload manuskript' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload manuskript' });
    await dialog.waitFor();
    const upload = dialog.getByRole('button', { name: 'Upload' });
    expect(await dialog.getByText('Udfyld venligst felterne ovenover').count()).toBe(1);
    await expectAccessible(page, 'subscriber-upload-dialog');
    await dialog.getByLabel('Titel').focus();
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('targetGenre');
    await dialog.getByLabel('Genre').selectOption({ label: 'Krimi' });
    await dialog.getByLabel('Fil').setInputFiles({
      name: 'stille-vand.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(danishManuscript(40, 3).text, 'utf8'),
    });
    expect(await upload.isDisabled()).toBe(true);
    await dialog.getByLabel('Målgruppe').selectOption({ label: 'Voksne' });
    await expect.poll(() => upload.isDisabled()).toBe(false);
    await expect.poll(() => dialog.getByText('Udfyld venligst felterne ovenover').count()).toBe(0);
    await upload.click();
    await page.waitForURL(`${server.url}/overview/manuscripts`);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const listed = manuscriptRow(page, title);
    await listed.waitFor();
    expect(['queued', 'analysing', 'done']).toContain(await listed.getAttribute('data-status'));
    const row = await analysisDone(page, title, 90_000);
    expect(await row.getByRole('cell').last().textContent()).toBe('Færdig');
    await expectAccessible(page, 'subscriber-manuscripts');
    await row.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/manuscripts\/\d+\/dashboard$/);
    manuscriptPath = new URL(page.url()).pathname.replace(/\/dashboard$/, '');
  });

  it('reads the dashboard and reaches a report page from the analysis overview', async () => {
    const { page } = browser;
    await reportSettled(page);
    expect(await page.locator('[data-report-id="0"]').count()).toBe(1);
    expect(await page.getByText(title).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'subscriber-dashboard');
    await page
      .getByRole('navigation', { name: 'Rapporter' })
      .getByRole('link', { name: 'Analyse', exact: true })
      .click();
    await page.waitForURL(`${server.url}${manuscriptPath}/analysis`);
    expect(await page.getByRole('main').getByRole('link', { name: 'Lignende bøger' }).count()).toBe(0);
    await expectAccessible(page, 'subscriber-analysis');
    await page.getByRole('main').getByRole('link', { name: 'Tempus' }).click();
    await page.waitForURL(`${server.url}${manuscriptPath}/analysis/9`);
    await reportSettled(page);
    await expect.poll(() => heading(page)).toBe('Tempus');
    await expectAccessible(page, 'subscriber-tense');
  });

  it("stores 'Analyseret' on the genre page and keeps it after a reload", async () => {
    const { page } = browser;
    await visit(page, server.url, `${manuscriptPath}/analysis/3`);
    await reportSettled(page);
    const analysed = page.getByRole('radio', { name: 'Analyseret' });
    expect(await page.getByRole('radio', { name: 'Angivet' }).getAttribute('aria-checked')).toBe('true');
    // The setting is stored when the server has answered its POST; only then is the reload meaningful.
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/author/settings/') && response.request().method() === 'POST',
    );
    await analysed.click();
    await expect.poll(() => analysed.getAttribute('aria-checked')).toBe('true');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await reportSettled(page);
    expect(await page.getByRole('radio', { name: 'Analyseret' }).getAttribute('aria-checked')).toBe('true');
    await expectAccessible(page, 'subscriber-genre');
  });

  it('is sent to the in-progress page for report 10, and prints every other page', async () => {
    const { page } = browser;
    await page.goto(`${server.url}${manuscriptPath}/analysis/10`);
    await page.waitForURL(`${server.url}${manuscriptPath}/analysis/wip`);
    await expect.poll(() => heading(page)).toBe('Rapporten er under udarbejdelse');
    await expectAccessible(page, 'subscriber-report-10');

    await page.getByRole('navigation', { name: 'Rapporter' }).getByRole('link', { name: 'Udskriv' }).click();
    await page.waitForURL(`${server.url}${manuscriptPath}/print`);
    await page.locator('.print-section').first().waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator('[data-block-state="loading"]').count(), { timeout: 60_000 }).toBe(0);
    const printed = await page
      .locator('.print-section [data-report-id]')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-report-id'))));
    expect(printed).toContain(0);
    expect(printed).toContain(8);
    expect(printed).not.toContain(10);
    expect(await page.locator('.lk-print').count()).toBe(printed.length);
    await expectAccessible(page, 'subscriber-print');
  });

  it('opens a similar book with the same child pages, its genre forced to Analyseret', async () => {
    const { page } = browser;
    await visit(page, server.url, '/similarbook/lektor-bang-ved-vejen');
    expect(pathOf(page)).toBe('/similarbook/lektor-bang-ved-vejen/dashboard');
    await reportSettled(page);
    expect(await page.getByText(/Lignende bog:/).textContent()).toContain('Ved Vejen');
    await page.getByRole('navigation', { name: 'Rapporter' }).getByRole('link', { name: 'Genre' }).click();
    await page.waitForURL(`${server.url}/similarbook/lektor-bang-ved-vejen/analysis/3`);
    await reportSettled(page);
    expect(await page.getByRole('radio', { name: 'Analyseret' }).getAttribute('aria-checked')).toBe('true');
    await expectAccessible(page, 'subscriber-similar-book-genre');
  });

  it('is told a payment return that was never paid changed nothing; sees the history of 30 days and the invoice', async () => {
    const { page } = browser;
    // A reference no payment provider has reported paid: the page asks a few times, then says so.
    await page.goto(`${server.url}/payment?clientReferenceId=cs_test_karen_1`);
    await page.getByRole('heading', { level: 1, name: 'Betalingen blev ikke gennemført' }).waitFor({ timeout: 30_000 });
    await visit(page, server.url, '/userprofile');
    await page.getByRole('tab', { name: 'Historik' }).click();
    await page.getByLabel('Periode').selectOption('30d');
    await expect.poll(() => page.locator('tr[data-history-type="SUBSCRIPTION_STARTED"]').count()).toBe(1);
    expect(await page.locator('tr[data-history-type="PAYMENT"]').count()).toBe(0);
    await expectAccessible(page, 'subscriber-history');
    await page.getByRole('tab', { name: 'Fakturaer' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('tabpanel')
          .getByText(/149,00\s*kr\./)
          .count(),
      )
      .toBeGreaterThan(0);
    await expectAccessible(page, 'subscriber-invoices');
  });

  it('cancels the subscription only after confirming in the dialog', async () => {
    const { page } = browser;
    await page.getByRole('tab', { name: 'Abonnementer' }).click();
    const row = page.locator('tr[data-subscription-status]').first();
    await expect.poll(() => row.getAttribute('data-subscription-status')).toBe('ACTIVE');
    const cancel = page.getByRole('button', { name: 'Opsig abonnement' });
    await cancel.click();
    const confirm = page.getByRole('alertdialog', { name: 'Opsig abonnement?' });
    await confirm.waitFor();
    await expectAccessible(page, 'subscriber-cancel-dialog');
    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await row.getAttribute('data-subscription-status')).toBe('ACTIVE');
    await cancel.click();
    // The dialog says when it stops: at the end of the period paid for, the day it would have renewed.
    expect(await confirm.textContent()).toMatch(
      /fornyes ikke igen og stopper ved periodens udløb \d{1,2}\. \p{L}+\.? \d{4}\./u,
    );
    await confirm.getByRole('button', { name: 'Ja, opsig' }).click();
    await expect.poll(() => row.getAttribute('data-subscription-status')).toBe('CANCELLED');
    expect(await row.textContent()).toContain('Opsagt');
    // Still in force until then, and the profile says until when; it no longer renews.
    const until = page.getByRole('status').filter({ hasText: 'er opsagt og gælder til og med' });
    await until.waitFor();
    expect(await until.textContent()).toMatch(
      /Dit Standard-abonnement er opsagt og gælder til og med \d{1,2}\. \p{L}+\.? \d{4}\. Det fornyes ikke\./u,
    );
    expect(await row.textContent()).not.toContain('Fornyes');
    expect(await page.getByRole('button', { name: 'Opsig abonnement' }).count()).toBe(0);
    await visit(page, server.url, '/overview');
    await expect.poll(() => topMenu(page)).not.toContain('Prøverapport');
    expect(browser.errors.slice(errorsBefore)).toEqual([]);
  });
});
