/**
 * A content editor (redaktor@lektor.dk, CONTENT_EDITOR) in 'Redaktion': changes Læsbarhed's heading in the form
 * and a chart's colour in the JSON and sees the preview follow; a broken definition is shown with its pointer and
 * cannot be published; publishes, and an author (forfatter@lektor.dk) sees the change on their own report without
 * a reload of the server or a build; a roll-back restores the page the author sees; a content text (the LIX
 * texts) is refused at its pointer, then published and served at once. The author has no 'Redaktion'.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appFixture } from './support/app-fixture.ts';
import { expectAccessible, heading, pathOf, reportSettled, visit } from './support/app-walk.ts';
import { fyret } from './support/danish-text.ts';
import { replaceJson } from './support/json-editor.ts';
import { uploadAnalysed } from './support/uploads.ts';

const {
  server,
  browsers: [editor, author],
} = appFixture({ signIn: ['redaktor@lektor.dk', 'forfatter@lektor.dk'], ownProduct: true });
let manuscriptPath = '';
const newHeading = 'Læsbarhed – redaktionens udgave';
const oldColour = '#1d4ed8';
const newColour = '#047857';

/** The author's Læsbarhed page: its heading and whether the chart draws a line in `colour`. */
async function authorsPage(colour: string) {
  const { page } = author;
  await visit(page, server.url, `${manuscriptPath}/analysis/8`);
  await reportSettled(page);
  // A chart below the fold is drawn when the reader scrolls to it (docs/REPORTS.md, settled).
  await page.locator('[data-block-id="lix-per-part"]').scrollIntoViewIfNeeded();
  const chart = page.locator('[data-block-id="lix-per-part"] [data-chart-state="ready"]');
  await chart.waitFor({ timeout: 60_000 });
  return {
    heading: await heading(page),
    coloured: (await page.locator(`[data-block-id="lix-per-part"] path[stroke="${colour}"]`).count()) > 0,
  };
}

/**
 * Læsbarhed as the repository has it (the published version 1), with the heading the form gave it, written out
 * as the editor writes it (two spaces). The JSON editor draws only the lines in view, so the test builds the text
 * the editor should hold rather than reading it back.
 */
function readabilityJson(change: (definition: { blocks: { props?: Record<string, unknown> }[] }) => void) {
  const definition = JSON.parse(readFileSync('reports/readability.report.json', 'utf8'));
  definition.blocks[0].props = { title: newHeading };
  change(definition);
  return JSON.stringify(definition, null, 2);
}

describe('content editor', () => {
  it('the author uploads a manuscript and it is analysed', async () => {
    const { page } = author;
    await page.waitForURL(`${server.url}/overview`);
    manuscriptPath = await uploadAnalysed(page, server.url, fyret, 120_000);
    expect(manuscriptPath).toMatch(/^\/manuscripts\/\d+$/);
    expect(await authorsPage(oldColour)).toEqual({ heading: 'Læsbarhed', coloured: true });
  });

  it('the author has no Redaktion: the menu does not offer it and the route sends them home', async () => {
    const { page } = author;
    await page.getByRole('button', { name: /Brugermenu/ }).click();
    const items = (await page.getByRole('menuitem').allTextContents()).map((t) => t.trim());
    expect(items).not.toContain('Redaktion');
    await page.keyboard.press('Escape');
    await visit(page, server.url, '/redaktion');
    expect(pathOf(page)).not.toMatch(/^\/redaktion/);
  });

  it('the editor finds Redaktion in the user menu and opens Læsbarhed', async () => {
    const { page } = editor;
    await page.getByRole('button', { name: 'Brugermenu for Rie Redaktør' }).click();
    await page.getByRole('menuitem', { name: 'Redaktion' }).click();
    await page.waitForURL(`${server.url}/redaktion`);
    await expect.poll(() => heading(page)).toBe('Redaktion');
    await page.getByRole('link', { name: 'Læsbarhed', exact: true }).click();
    await page.waitForURL(`${server.url}/redaktion/report/readability`);
    await expect.poll(() => heading(page)).toBe('Redigér: Læsbarhed');
    await page.locator('[data-testid="preview"] [data-block-id="lix-per-part"] [data-chart-state="ready"]').waitFor({
      timeout: 60_000,
    });
    await expectAccessible(page, 'editor-document');
  });

  it('changes the heading in the form and a chart colour in the JSON; the preview follows', async () => {
    const { page } = editor;
    await page.getByLabel('Sidehovedets titel').fill(newHeading);
    const preview = page.locator('[data-testid="preview"]');
    await expect.poll(() => preview.getByRole('heading', { level: 1 }).textContent()).toBe(newHeading);
    await replaceJson(editor.page, readabilityJson(() => undefined).replace(oldColour, newColour));
    await expect
      .poll(() => preview.locator(`[data-block-id="lix-per-part"] path[stroke="${newColour}"]`).count(), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await page.getByLabel('Som udskrift').check();
    await expect.poll(() => page.locator('.print-preview').count()).toBe(1);
    await page.getByLabel('Som udskrift').uncheck();
  });

  it('a broken definition is shown with its pointer and cannot be published', async () => {
    const { page } = editor;
    const good = readabilityJson(() => undefined).replace(oldColour, newColour);
    await replaceJson(editor.page, good.replace('"type": "keyValue"', '"type": "karrusel"'));
    const problems = page.getByTestId('problems');
    await expect
      .poll(() => problems.textContent(), { timeout: 10_000 })
      .toContain("/blocks/1/type: ukendt bloktype 'karrusel'");
    expect(await page.getByRole('button', { name: 'Udgiv' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Gem kladde' }).isDisabled()).toBe(true);
    await replaceJson(editor.page, good);
    await expect.poll(() => page.getByText('Ingen fejl: teksten kan gemmes.').count()).toBe(1);
  });

  it('publishes, and the author sees the new heading and colour on their report', async () => {
    const { page } = editor;
    await page.getByLabel('Note til historikken (valgfri)').fill('Ny overskrift og grøn LIX-linje');
    await page.getByRole('button', { name: 'Udgiv' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Udgiv Læsbarhed?' });
    expect(await confirm.textContent()).toContain('afløser den udgivne version 1 af Læsbarhed');
    await confirm.getByRole('button', { name: 'Udgiv' }).click();
    await expect.poll(() => page.getByText('Version 2 er udgivet.').count()).toBe(1);
    const row = page.locator('tr[data-version="2"]');
    expect(await row.textContent()).toContain('Rie Redaktør');
    expect(await row.textContent()).toContain('Ny overskrift og grøn LIX-linje');
    expect(await authorsPage(newColour)).toEqual({ heading: newHeading, coloured: true });
  });

  it('compares version 1 with version 2', async () => {
    const { page } = editor;
    await page.getByRole('button', { name: 'Sammenlign' }).click();
    const diff = page.getByTestId('diff');
    await diff.waitFor();
    expect(await diff.locator('.diff-added').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining(newColour), expect.stringContaining(newHeading)]),
    );
    expect(await diff.locator('.diff-removed').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining(oldColour)]),
    );
  });

  it('rolls back to version 1, and the author sees the page as it was', async () => {
    const { page } = editor;
    await page.getByRole('button', { name: 'Rul tilbage til version 1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Rul tilbage til version 1?' });
    expect(await confirm.textContent()).toMatch(/afløser den udgivne version 2: \d+ linjer ændres/);
    await confirm.getByRole('button', { name: 'Udgiv version 1 igen' }).click();
    await expect.poll(() => page.getByText('Version 1 er udgivet igen som version 3.').count()).toBe(1);
    expect(await authorsPage(oldColour)).toEqual({ heading: 'Læsbarhed', coloured: true });
    expect(editor.errors, editor.errors.join('\n')).toEqual([]);
  });

  it('changes a content text, the LIX texts, and the content route answers the new text at once', async () => {
    const { page } = editor;
    await visit(page, server.url, '/redaktion');
    await page.getByRole('link', { name: 'LIX-tekster' }).click();
    await page.waitForURL(`${server.url}/redaktion/content/lix`);
    await expect.poll(() => heading(page)).toBe('Redigér: LIX-tekster');
    const lix = (await (await fetch(`${server.url}/api/lix/`)).json()) as { headline: string }[];
    lix[0]!.headline = '';
    await replaceJson(editor.page, JSON.stringify(lix, null, 2));
    await expect.poll(() => page.getByTestId('problems').textContent(), { timeout: 10_000 }).toContain('/0/headline');
    lix[0]!.headline = 'Meget svær at læse';
    await replaceJson(editor.page, JSON.stringify(lix, null, 2));
    await expect.poll(() => page.getByText('Ingen fejl: teksten kan gemmes.').count()).toBe(1);
    await page.getByRole('button', { name: 'Udgiv' }).click();
    await page.getByRole('alertdialog', { name: 'Udgiv LIX-tekster?' }).getByRole('button', { name: 'Udgiv' }).click();
    await expect.poll(() => page.getByText('Version 2 er udgivet.').count()).toBe(1);
    const served = (await (await fetch(`${server.url}/api/lix/`)).json()) as { headline: string }[];
    expect(served[0]!.headline).toBe('Meget svær at læse');
    await expectAccessible(page, 'editor-content');
    expect(editor.errors, editor.errors.join('\n')).toEqual([]);
  });
});
