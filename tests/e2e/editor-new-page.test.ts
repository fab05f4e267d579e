/**
 * A content editor makes a new report page in 'Redaktion' (docs/EDITOR.md, 'New report pages'): a key that exists
 * and a 500-character title are refused at their field in Danish; a valid page opens as a draft, is published
 * after the confirmation, and an author (forfatter@lektor.dk) finds it in the report menu of the trial report, in
 * the place the editor chose, rendered by the engine.
 */
import { describe, expect, it } from 'vitest';
import { appFixture } from './support/app-fixture.ts';
import { expectAccessible, heading, visit } from './support/app-walk.ts';

// A page published here is in every author's report menu: a product of the file's own.
const {
  server,
  browsers: [editor, author],
} = appFixture({ signIn: ['redaktor@lektor.dk', 'forfatter@lektor.dk'], ownProduct: true });
const intro = 'Skriv her, hvad siden viser, og tilføj diagrammer og tabeller fra feltlisten.';

describe('a new report page', () => {
  it('refuses a key that exists and a 500-character title, each at its field in Danish', async () => {
    const { page } = editor;
    await visit(page, server.url, '/redaktion');
    const form = page.locator('section.editor-new-page');
    await form.getByRole('heading', { name: 'Ny rapportside' }).waitFor();
    await form.getByLabel('Nøgle (små bogstaver, tal og bindestreg)').fill('readability');
    await form.getByLabel('Titel', { exact: true }).fill('x'.repeat(500));
    await form.getByRole('checkbox', { name: 'Dialog', exact: true }).check();
    await form.getByRole('button', { name: 'Opret side som kladde' }).click();
    await expect
      .poll(() => form.getByTestId('new-page-error-key').textContent())
      .toBe("Der findes allerede en side med nøglen 'readability'. Vælg en anden.");
    expect(await form.getByTestId('new-page-error-title').textContent()).toBe(
      'Titlen er 500 tegn; den må højst være 80 tegn.',
    );
    await form.getByLabel('Nøgle (små bogstaver, tal og bindestreg)').fill('Dialog Tempo!');
    await form.getByLabel('Titel', { exact: true }).fill('Dialog og tempo');
    await form.getByRole('button', { name: 'Opret side som kladde' }).click();
    await expect
      .poll(() => form.getByTestId('new-page-error-key').textContent())
      .toContain('Nøglen må kun have små bogstaver');
    expect(await form.getByTestId('new-page-error-title').count()).toBe(0);
    await expectAccessible(page, 'editor-new-page');
  });

  it('creates the page as a draft after Tempus and opens it with its preview', async () => {
    const { page } = editor;
    const form = page.locator('section.editor-new-page');
    await form.getByLabel('Nøgle (små bogstaver, tal og bindestreg)').fill('dialog-tempo');
    await form.getByLabel('Ikon 7').check();
    await form.getByLabel('Placering i menuen').selectOption({ label: 'Efter Tempus' });
    await form.getByRole('button', { name: 'Opret side som kladde' }).click();
    await page.waitForURL(`${server.url}/redaktion/report/dialog-tempo`);
    await expect.poll(() => heading(page)).toBe('Redigér: Dialog og tempo');
    await page.getByText('Ny side, ikke udgivet endnu; teksten er fra version 1.').waitFor();
    const preview = page.locator('[data-testid="preview"]');
    await preview.getByText(intro).waitFor({ timeout: 30_000 });
    expect(await preview.getByRole('heading', { level: 1 }).textContent()).toBe('Dialog og tempo');
    await page.getByText('Ingen fejl: teksten kan gemmes.').waitFor();
  });

  it('publishes it after the confirmation, and the author finds it in the menu after Tempus', async () => {
    const { page } = editor;
    await page.getByRole('button', { name: 'Udgiv' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Udgiv Dialog og tempo?' });
    expect(await confirm.textContent()).toContain('Dialog og tempo er ikke udgivet før');
    await confirm.getByRole('button', { name: 'Udgiv' }).click();
    await expect.poll(() => page.getByText('Version 2 er udgivet.').count()).toBe(1);
    await visit(page, server.url, '/redaktion');
    const row = page.locator('tr[data-document="report/dialog-tempo"]');
    await row.waitFor();
    expect(await row.locator('td').nth(1).textContent()).toBe('2');

    const reader = author.page;
    await visit(reader, server.url, '/trial');
    const nav = reader.getByRole('navigation', { name: 'Rapporter' });
    await nav.getByRole('link', { name: 'Dialog og tempo' }).waitFor({ timeout: 30_000 });
    const links = (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
    expect(links[links.indexOf('Tempus') + 1]).toBe('Dialog og tempo');
    await nav.getByRole('link', { name: 'Dialog og tempo' }).click();
    await reader.getByText(intro).waitFor({ timeout: 30_000 });
    await expect.poll(() => heading(reader)).toBe('Dialog og tempo');
    // The only errors are the refusals of the first test (two 400s, each logged by the browser and the client).
    const unexpected = editor.errors.filter((e) => !e.includes('400'));
    expect(unexpected, unexpected.join('\n')).toEqual([]);
    expect(author.errors, author.errors.join('\n')).toEqual([]);
  });
});
