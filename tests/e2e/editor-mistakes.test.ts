/**
 * A content editor's mistakes are caught before publishing, in Danish, where they are (docs/EDITOR.md): a missing
 * comma at its line and column with the form and the preview kept, a chart field the data do not have, an unknown
 * transform, an unknown parameter and a duplicate block id, each with the save button saying what blocks it. The
 * preview shows a library book and the trial report, on screen and in print, without a reload, its charts inside
 * the column. The page list is in Danish title order. Two editors on the same page: the second is told, sees the
 * other's change and can publish over it.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appFixture } from './support/app-fixture.ts';
import { heading, visit } from './support/app-walk.ts';
import { replaceJson } from './support/json-editor.ts';

const {
  server,
  browsers: [first, second],
} = appFixture({ signIn: ['redaktor@lektor.dk', 'redaktor@lektor.dk'], ownProduct: true });

type Definition = {
  blocks: { id: string; props?: Record<string, unknown>; bind?: Record<string, unknown> }[];
} & Record<string, unknown>;
const readability = (): Definition => JSON.parse(readFileSync('reports/readability.report.json', 'utf8'));
const written = (definition: Definition) => JSON.stringify(definition, null, 2);
const chartBlock = (definition: Definition) => definition.blocks.find((b) => b.id === 'lix-per-part')!;

async function openReadability(page: Page) {
  await visit(page, server.url, '/redaktion/report/readability');
  await expect.poll(() => heading(page)).toBe('Redigér: Læsbarhed');
  await page.locator('[data-testid="preview"] [data-block-id="lix-per-part"] [data-chart-state="ready"]').waitFor({
    timeout: 60_000,
  });
}

/** The problems shown, once the list holds `expected`; and what the save button says blocks it. */
async function refused(page: Page, expected: string) {
  await expect.poll(() => page.getByTestId('problems').textContent(), { timeout: 10_000 }).toContain(expected);
  expect(await page.getByRole('button', { name: 'Udgiv' }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Gem kladde' }).isDisabled()).toBe(true);
  expect(await page.getByTestId('save-blocked').textContent()).toContain('Kan ikke gemmes eller udgives');
  expect(await page.getByTestId('save-blocked').textContent()).toContain(expected);
}

/** What the editor says under its buttons once a save is answered (the server checks and dry-runs it first). */
async function saidAfterSaving(page: Page, expected: string) {
  const said = page.locator('.editor-actions [role="status"], .editor-actions [role="alert"]');
  await expect.poll(async () => (await said.allTextContents()).join(' | '), { timeout: 30_000 }).toContain(expected);
}

describe('content editor: mistakes, preview and a second editor', () => {
  it('lists the report pages by Danish title', async () => {
    const { page } = first;
    await visit(page, server.url, '/redaktion');
    const links = page.locator('section[aria-labelledby="editor-reports"] tbody a');
    await links.first().waitFor();
    const titles = (await links.allTextContents()).map((t) => t.trim());
    expect(titles.length).toBeGreaterThan(10);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'da')));
  });

  it("shows the preview's chart whole inside its column", async () => {
    const { page } = first;
    await openReadability(page);
    const frame = await page.getByTestId('preview').boundingBox();
    const chart = await page
      .locator('[data-testid="preview"] [data-block-id="lix-per-part"] svg')
      .first()
      .boundingBox();
    expect(frame && chart).toBeTruthy();
    expect(chart!.x).toBeGreaterThanOrEqual(frame!.x);
    expect(chart!.x + chart!.width).toBeLessThanOrEqual(frame!.x + frame!.width + 1);
  });

  it('a missing comma is said in Danish at its line and column; the form and the preview stay', async () => {
    const { page } = first;
    const good = written(readability());
    // The comma after the title's value goes: it belongs right after `"Læsbarhed"` on the title's line.
    const broken = good.replace('"Læsbarhed",', '"Læsbarhed"');
    const lines = good.split('\n');
    const line = lines.findIndex((l) => l.includes('"title": "Læsbarhed"')) + 1;
    const column = lines[line - 1]!.indexOf('"Læsbarhed"') + '"Læsbarhed"'.length + 1;
    await replaceJson(page, broken);
    await refused(page, `Der mangler et komma eller en '}' i linje ${line}, kolonne ${column}`);
    expect(await page.getByRole('textbox', { name: 'Titel', exact: true }).inputValue()).toBe('Læsbarhed');
    expect(await page.getByRole('textbox', { name: 'Titel', exact: true }).isDisabled()).toBe(true);
    expect(await page.locator('[data-testid="preview"] [data-block-id="lix-per-part"] svg').count()).toBe(1);
    await replaceJson(page, good);
    await expect.poll(() => page.getByText('Ingen fejl: teksten kan gemmes.').count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Titel', exact: true }).isDisabled()).toBe(false);
  });

  it("a chart field the data do not have is refused at the chart's encoding; the last good preview stays", async () => {
    const { page } = first;
    const definition = readability();
    // The curve's marks are in the first layer (the second marks where chapters begin).
    type Layer = { encoding: { x: { field: string } } };
    (chartBlock(definition).props as { spec: { layer: Layer[] } }).spec.layer[0]!.encoding.x.field = 'del';
    await replaceJson(page, written(definition));
    const index = definition.blocks.indexOf(chartBlock(definition));
    await refused(
      page,
      `/blocks/${index}/props/spec/layer/0/encoding/x/field: bruger feltet 'del', som dataene her ikke har`,
    );
    expect(await page.getByTestId('preview-kept').textContent()).toContain('sidste udgave uden fejl');
    expect(await page.locator('[data-testid="preview"] [data-block-id="lix-per-part"] svg').count()).toBe(1);
  });

  it('an unknown transform, an unknown parameter and a duplicate block id are refused in Danish', async () => {
    const { page } = first;
    const unknownTransform = readability();
    (unknownTransform.blocks[1]!.bind!.items as { transform: { type: string }[] }).transform[0]!.type = 'rækker';
    await replaceJson(page, written(unknownTransform));
    await refused(
      page,
      "/blocks/1/bind/items/transform/0/type: følger ikke definitionsformatet: ukendt transformation 'rækker'",
    );

    const unknownParameter = readability();
    (unknownParameter.blocks[2]!.bind!.band as { transform: Record<string, unknown>[] }).transform[0]!.gulv = true;
    await replaceJson(page, written(unknownParameter));
    await refused(
      page,
      "/blocks/2/bind/band/transform/0/gulv: følger ikke definitionsformatet: 'gulv' kendes ikke her",
    );

    const duplicate = readability();
    duplicate.blocks[3]!.id = 'measures';
    await replaceJson(page, written(duplicate));
    await refused(page, "/blocks/3/id: blok-id 'measures' bruges to gange");

    await replaceJson(page, written(readability()));
    await expect.poll(() => page.getByText('Ingen fejl: teksten kan gemmes.').count()).toBe(1);
  });

  it('previews a library book and the trial report, on screen and in print, without a reload', async () => {
    const { page } = first;
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const source = page.getByLabel('Data fra');
    const book = await source.locator('optgroup[label="Bøger i biblioteket"] option').first().getAttribute('value');
    expect(book).toMatch(/^library:/);
    await source.selectOption(book!);
    const chart = page.locator('[data-testid="preview"] [data-block-id="lix-per-part"] [data-chart-state="ready"]');
    await chart.waitFor({ timeout: 60_000 });
    await page.getByLabel('Som udskrift').check();
    await expect.poll(() => page.locator('.print-preview [data-block-id="lix-per-part"] svg').count()).toBe(1);
    await page.getByLabel('Som udskrift').uncheck();
    await source.selectOption('trial');
    await chart.waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  it("lists the page's data fields with their description and an example from the previewed book", async () => {
    const { page } = first;
    await page.getByText('Felter i sidens data (eksempler fra prøverapporten)').click();
    const lix = page.locator('[data-testid="data-fields"] tr[data-field="legibility.lix"] td');
    await expect.poll(() => lix.nth(3).textContent()).toMatch(/^\d+(\.\d+)?$/);
    expect(await lix.nth(1).textContent()).toBe('tal');
    const parts = page.locator(
      '[data-testid="data-fields"] tr[data-field="legibilityParts.average_sentence_length"] td',
    );
    // The Danish description (schemas/models/field-descriptions-da.ts), not the schema's English one.
    expect(await parts.nth(2).textContent()).toBe('Gennemsnitligt antal ord pr. sætning.');
  });

  it('a second editor publishing over the first is told, sees the change and can publish over it', async () => {
    const a = first.page;
    const b = second.page;
    await openReadability(b);
    const mine = readability();
    mine.title = 'Læsbarhed (første redaktør)';
    await replaceJson(a, written(mine));
    await expect.poll(() => a.getByText('Ingen fejl: teksten kan gemmes.').count()).toBe(1);
    await a.getByRole('button', { name: 'Udgiv' }).click();
    await a.getByRole('alertdialog').getByRole('button', { name: 'Udgiv' }).click();
    await saidAfterSaving(a, 'Version 2 er udgivet.');

    const theirs = readability();
    theirs.description = 'Den anden redaktørs beskrivelse.';
    await replaceJson(b, written(theirs));
    await expect.poll(() => b.getByText('Ingen fejl: teksten kan gemmes.').count()).toBe(1);
    await b.getByRole('button', { name: 'Udgiv' }).click();
    await b.getByRole('alertdialog').getByRole('button', { name: 'Udgiv' }).click();
    await saidAfterSaving(b, 'Siden er ændret, siden du åbnede den');
    await b.getByRole('button', { name: 'Se den andens ændring' }).click();
    const diff = b.getByTestId('conflict').getByTestId('diff');
    await diff.waitFor();
    expect(await diff.locator('.diff-removed').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Læsbarhed (første redaktør)')]),
    );
    await b.getByRole('button', { name: 'Behold min tekst og udgiv oven på version 2' }).click();
    await b.getByRole('button', { name: 'Udgiv' }).click();
    await b.getByRole('alertdialog').getByRole('button', { name: 'Udgiv' }).click();
    await saidAfterSaving(b, 'Version 3 er udgivet.');
    // The refusal itself is the one error the browser logs (a 409 answer).
    expect([...first.errors, ...second.errors].filter((e) => !e.includes('409'))).toEqual([]);
  });
});
