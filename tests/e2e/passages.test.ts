/**
 * The passages behind a figure in the browser: an author uploads a text with a cliché used twelve times, opens
 * the cliché on the Klicheer page (the sentences with the cliché marked, the place in the book, two pages), and
 * a point of the mood curve on the Stemning page, with the keyboard. Then the rewrite (issue 19): the author
 * uploads a new version from the manuscript's pages (the cliché four times, a new character), and 'Sammenlign'
 * shows the changes; a version that is not the manuscript's gets a Danish answer.
 */
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { appFixture } from './support/app-fixture.ts';
import { reportSettled } from './support/app-walk.ts';
import { analysisDone, manuscriptRow, uploadText } from './support/uploads.ts';

const { server, browser } = appFixture({ signIn: ['forfatter@lektor.dk'] });
let manuscriptId = '';
const title = 'Vinteren på gården';

const light = [
  'Om morgenen skinnede solen over marken, og Anna var glad.',
  'Hun lo højt, da hunden løb efter hønsene i gården.',
  'De spiste sammen ved bordet, og stemningen var varm og tryg.',
];
const dark = [
  'Om natten hylede stormen, og Anna var bange og alene.',
  'Han sagde ingenting, og tavsheden gjorde hende trist og træt.',
  'Kulden bed i hænderne, og sorgen lå tung over huset.',
];

/**
 * Twelve paragraphs, light ones first and dark ones after, each with the cliché once; rewritten, two of every
 * three evenings are Frederik's instead, so the cliché is left four times.
 */
function story(rewritten = false): string {
  return Array.from({ length: 12 }, (_, i) =>
    [
      ...(i < 6 ? light : dark),
      rewritten && i % 3 !== 0
        ? `Den ${i + 1}. aften talte Frederik længe med hende om gården.`
        : `Den ${i + 1}. aften var Jonas kold som is over for hende.`,
    ].join(' '),
  ).join('\n\n');
}

describe('the passages behind a figure', () => {
  it('uploads a text and the analysis finishes', async () => {
    const { page } = browser;
    await uploadText(page, server.url, { title, fileName: 'vinteren.txt', text: story() });
    const row = await analysisDone(page, title, 120_000);
    manuscriptId = (await row.getAttribute('data-manuscript-id')) ?? '';
    expect(manuscriptId).not.toBe('');
  });

  it('opens the sentences of a cliché, marked, with their place in the book, two pages of them', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/manuscripts/${manuscriptId}/analysis/17`);
    await reportSettled(page);
    await page.getByRole('button', { name: 'Vis passager med »kold som is«' }).click();
    const dialog = page.getByRole('dialog', { name: 'Passager: klichéen »kold som is«' });
    const sentences = dialog.getByRole('list', { name: 'Sætninger' }).getByRole('listitem');
    await expect.poll(() => sentences.count()).toBe(10);
    await expect.poll(() => dialog.locator('mark').first().textContent()).toBe('kold som is');
    expect(await dialog.getByText('Fundet 12 gange.').count()).toBe(1);
    expect(await sentences.first().textContent()).toMatch(/Den 1\. aften .*\(0 % inde i bogen\)/u);
    await dialog.getByRole('button', { name: 'Næste' }).click();
    await expect.poll(() => sentences.count()).toBe(2);
    expect(await dialog.getByText('Side 2 af 2').count()).toBe(1);
    expect(await sentences.last().textContent()).toContain('Den 12. aften');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('opens the sentences behind a point of the mood curve with the keyboard', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/manuscripts/${manuscriptId}/analysis/11`);
    await reportSettled(page);
    await page.getByText('Passager bag punkterne').click();
    const first = page.locator('.lk-point-passages').getByRole('button').first();
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Passager: stemningen ved »0 %«$/u });
    const sentences = dialog.getByRole('list', { name: 'Sætninger' }).getByRole('listitem');
    await expect.poll(() => sentences.count()).toBeGreaterThan(0);
    expect(await sentences.first().textContent()).toContain('(0 % inde i bogen)');
    expect(await dialog.locator('mark').count()).toBe(0);
  });

  it('uploads a new version from the manuscript’s pages, and its analysis finishes', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/manuscripts/${manuscriptId}/dashboard`);
    await reportSettled(page);
    // One version: nothing to compare yet.
    expect(await page.getByRole('link', { name: 'Sammenlign med forrige version' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Upload ny version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload ny version' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Titel').inputValue()).toBe(title);
    expect(await dialog.getByLabel('Titel').isDisabled()).toBe(true);
    await dialog.getByLabel('Fil').setInputFiles({
      name: 'vinteren-2.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(story(true), 'utf8'),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(`${server.url}/overview/manuscripts`);
    const row = await analysisDone(page, title, 120_000);
    // The same manuscript, not a new one.
    expect(await row.getAttribute('data-manuscript-id')).toBe(manuscriptId);
    expect(await manuscriptRow(page, title).count()).toBe(1);
  });

  it('compares the two versions: the cliché’s count, the new character, the overlaid mood curves', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/manuscripts/${manuscriptId}/analysis/17`);
    await reportSettled(page);
    await page.getByRole('link', { name: 'Sammenlign med forrige version' }).click();
    await page.waitForURL(`${server.url}/manuscripts/${manuscriptId}/compare`);
    await page.getByRole('heading', { level: 1, name: 'Sammenlign versioner' }).waitFor();
    const cliches = page.getByRole('region', { name: 'Klichéer' });
    expect(await cliches.getByText('kold som is: 12 → 4').count()).toBe(1);
    const characters = page.getByRole('region', { name: 'Karakterer' });
    expect(await characters.getByRole('list', { name: /^Nye/u }).textContent()).toContain('Frederik');
    // Clichés per 10,000 words fell: the row says so in words, not by colour alone.
    const clicheRow = page.getByRole('row', { name: /^Klichéer pr\. 10\.000 ord/u });
    expect(await clicheRow.textContent()).toMatch(/faldet med/u);
    expect(await clicheRow.getAttribute('data-verdict')).toMatch(/^(better|stillGood|sameBand|unknown)$/u);
    await expect
      .poll(() => page.locator('.compare-page [data-chart-state]').getAttribute('data-chart-state'))
      .toBe('ready');
    const legend = await page.locator('.compare-page svg').first().textContent();
    expect(legend).toContain('Forrige version');
    expect(legend).toContain('Denne version');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('answers a version of another manuscript, or of none, and a manuscript that is not there, in Danish', async () => {
    const { page } = browser;
    const other = 'En anden bog';
    await page.goto(`${server.url}/overview`);
    await uploadText(page, server.url, { title: other, fileName: 'anden.txt', text: story() });
    const otherId = (await (await analysisDone(page, other, 120_000)).getAttribute('data-manuscript-id')) ?? '';
    // The revision ids as the app reads them (the pages show version numbers, not ids).
    const ids = async (id: string) => {
      const listed = page.waitForResponse((r) => r.url().endsWith(`/api/manuscripts/${id}/revisions/`));
      await page.goto(`${server.url}/manuscripts/${id}/compare`);
      return ((await (await listed).json()) as { id: number }[]).map((r) => r.id);
    };
    const [otherRevision] = await ids(otherId);
    const own = await ids(manuscriptId);
    expect(own).toHaveLength(2);
    const alert = page.getByRole('alert');
    for (const til of [String(otherRevision), '999999']) {
      await page.goto(`${server.url}/manuscripts/${manuscriptId}/compare?fra=${own[1]}&til=${til}`);
      await alert.waitFor();
      expect(await alert.textContent()).toBe('Den valgte version findes ikke i dette manuskript.');
      expect(await page.getByRole('link', { name: 'Tilbage til overblikket' }).count()).toBe(1);
    }
    await page.goto(`${server.url}/manuscripts/999999/compare`);
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Manuskriptet findes ikke.');
  });
});
