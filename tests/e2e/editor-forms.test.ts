/**
 * A content editor (redaktor@lektor.dk) without JSON: edits an article in its form with the preview beside it, is
 * refused a script in it (at its pointer, 'Udgiv' disabled), publishes, and a visitor reads the new article; then
 * builds a line chart for Læsbarhed from fields chosen in lists, sees it in the preview, publishes, and an author
 * (forfatter@lektor.dk) sees the chart drawn from their own manuscript's data. axe is clean on both forms.
 */
import { describe, expect, it } from 'vitest';
import { appFixture } from './support/app-fixture.ts';
import { expectAccessible, heading, pathOf, reportSettled, visit } from './support/app-walk.ts';
import { openBrowser } from './support/browser.ts';
import { fyret } from './support/danish-text.ts';
import { uploadAnalysed } from './support/uploads.ts';

const {
  server,
  browsers: [editor, author],
} = appFixture({ signIn: ['redaktor@lektor.dk', 'forfatter@lektor.dk'], ownProduct: true });
let manuscriptPath = '';
const newTitle = 'Hvor lang må en roman være?';
const builtId = 'lix-og-ord';

describe('content editor without JSON: texts as forms and charts from fields', () => {
  it('the author uploads a manuscript and it is analysed', async () => {
    const { page } = author;
    await page.waitForURL(`${server.url}/overview`);
    manuscriptPath = await uploadAnalysed(page, server.url, fyret, 120_000);
    expect(manuscriptPath).toMatch(/^\/manuscripts\/\d+$/);
  });

  it('the editor opens the articles as a form and finds one by a word', async () => {
    const { page } = editor;
    await visit(page, server.url, '/redaktion');
    await page.getByRole('link', { name: 'Artikler', exact: true }).click();
    await page.waitForURL(`${server.url}/redaktion/content/articles`);
    await expect.poll(() => heading(page), { timeout: 30_000 }).toBe('Redigér: Artikler');
    const form = page.getByTestId('text-form');
    await form.getByLabel('Find').fill('Hvor lang skal');
    await expect.poll(() => form.locator('details.text-entry').count(), { timeout: 30_000 }).toBe(1);
    await form.locator('details.text-entry > summary').first().click();
    await form.getByRole('textbox', { name: 'Titel', exact: true }).waitFor();
  });

  it('edits the title and the body; the preview shows the article as its page will', async () => {
    const { page } = editor;
    const form = page.getByTestId('text-form');
    await form.getByRole('textbox', { name: 'Titel', exact: true }).fill(newTitle);
    const body = form.getByRole('textbox', { name: 'Brødtekst (Markdown)' });
    const text = await body.inputValue();
    await body.fill(`${text}\n\n## Redaktionens tilføjelse\n\nEn roman må være **præcis** så lang, som den skal.`);
    const preview = form.getByRole('region', { name: 'Forhåndsvisning af brødtekst (markdown)' });
    await expect
      .poll(() => preview.locator('h2', { hasText: 'Redaktionens tilføjelse' }).count(), { timeout: 30_000 })
      .toBe(1);
    expect(await preview.locator('strong', { hasText: 'præcis' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Ingen fejl: teksten kan gemmes.').count(), { timeout: 30_000 }).toBe(1);
    await expectAccessible(page, 'editor-text-form');
  });

  it('a script in the body is refused at its pointer, is shown as text in the preview, and blocks publishing', async () => {
    const { page } = editor;
    const form = page.getByTestId('text-form');
    const body = form.getByRole('textbox', { name: 'Brødtekst (Markdown)' });
    const good = await body.inputValue();
    await body.fill(`${good}\n\n<script>alert(1)</script>`);
    await expect
      .poll(() => page.getByTestId('problems').textContent(), { timeout: 10_000 })
      .toContain(
        "/posts/0/body: HTML er ikke tilladt i en tekst (det vises som tegn, ikke som opmærkning): '<script>'",
      );
    const preview = form.getByRole('region', { name: 'Forhåndsvisning af brødtekst (markdown)' });
    expect(await preview.textContent()).toContain('<script>alert(1)</script>');
    expect(await preview.locator('script').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Udgiv' }).isDisabled()).toBe(true);
    await body.fill(good);
    await expect.poll(() => page.getByText('Ingen fejl: teksten kan gemmes.').count(), { timeout: 30_000 }).toBe(1);
  });

  it('publishes after the confirmation, and a visitor reads the new article', async () => {
    const { page } = editor;
    await page.getByRole('button', { name: 'Udgiv' }).click();
    await page.getByRole('alertdialog', { name: 'Udgiv Artikler?' }).getByRole('button', { name: 'Udgiv' }).click();
    await expect.poll(() => page.getByText('Version 2 er udgivet.').count(), { timeout: 30_000 }).toBe(1);
    const visitor = await openBrowser();
    try {
      await visitor.page.goto(`${server.url}/artikler/11`);
      expect(await visitor.page.locator('h1').textContent()).toBe(newTitle);
      expect(await visitor.page.locator('article h2', { hasText: 'Redaktionens tilføjelse' }).count()).toBe(1);
      expect(await visitor.page.locator('article strong', { hasText: 'præcis' }).count()).toBe(1);
    } finally {
      await visitor.close();
    }
    expect(editor.errors, editor.errors.join('\n')).toEqual([]);
  });

  it('builds a line chart for Læsbarhed from fields chosen in lists and sees it in the preview', async () => {
    const { page } = editor;
    await visit(page, server.url, '/redaktion/report/readability');
    await expect.poll(() => heading(page), { timeout: 30_000 }).toBe('Redigér: Læsbarhed');
    const builder = page.getByTestId('chart-builder');
    await builder.locator('summary').click();
    await builder.getByLabel('Data').selectOption('legibilityParts');
    await builder.getByLabel('Slags').selectOption({ label: 'Linjediagram' });
    await builder.getByLabel('Langs x-aksen').selectOption('part');
    const lix = builder.locator('[data-field="lix"]');
    expect(await lix.textContent()).toContain('Læsbarhedstallet LIX');
    await expect.poll(() => lix.textContent(), { timeout: 60_000 }).toMatch(/Eksempel: \d/);
    await lix.getByRole('checkbox').check();
    await builder.locator('[data-field="average_sentence_length"]').getByRole('checkbox').check();
    await builder.getByLabel('Titel').fill('LIX og ord pr. sætning');
    await builder.getByLabel('Id', { exact: true }).fill(builtId);
    await expect
      .poll(() => builder.getByText('Klar: grafen kan lægges på siden.').count(), { timeout: 30_000 })
      .toBe(1);
    await expectAccessible(page, 'editor-chart-builder');
    await builder.getByRole('button', { name: 'Læg grafen på siden' }).click();
    await page
      .locator(`[data-testid="preview"] [data-block-id="${builtId}"] [data-chart-state="ready"]`)
      .waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByText('Ingen fejl: teksten kan gemmes.').count(), { timeout: 30_000 }).toBe(1);
  });

  it('publishes, and the author sees the chart drawn from their own manuscript', async () => {
    const { page } = editor;
    await page.getByRole('button', { name: 'Udgiv' }).click();
    await page.getByRole('alertdialog', { name: 'Udgiv Læsbarhed?' }).getByRole('button', { name: 'Udgiv' }).click();
    await expect.poll(() => page.getByText('Version 2 er udgivet.').count(), { timeout: 30_000 }).toBe(1);
    const reader = author.page;
    await expect
      .poll(
        async () => {
          await visit(reader, server.url, `${manuscriptPath}/analysis/8`);
          return pathOf(reader);
        },
        { timeout: 180_000, interval: 3000 },
      )
      .toBe(`${manuscriptPath}/analysis/8`);
    await reportSettled(reader);
    const chart = reader.locator(`[data-block-id="${builtId}"]`);
    // A chart below the fold is drawn when the reader scrolls to it (docs/REPORTS.md, settled).
    await chart.scrollIntoViewIfNeeded();
    await chart.locator('[data-chart-state="ready"]').waitFor({ timeout: 60_000 });
    expect(await chart.textContent()).toContain('LIX og ord pr. sætning');
    // Two lines, one per field, in the builder's colours.
    expect(await chart.locator('path[stroke="#1d4ed8"]').count()).toBeGreaterThan(0);
    expect(await chart.locator('path[stroke="#b45309"]').count()).toBeGreaterThan(0);
    expect(editor.errors, editor.errors.join('\n')).toEqual([]);
    expect(author.errors, author.errors.join('\n')).toEqual([]);
  });
});
