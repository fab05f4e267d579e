/**
 * The passages behind a figure in the browser: an author uploads a text with a cliché used twelve times, opens
 * the cliché on the Klicheer page (the sentences with the cliché marked, the place in the book, two pages), and
 * a point of the mood curve on the Stemning page, with the keyboard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { reportSettled } from './support/app-walk.ts';
import { type BrowserSession, openBrowser, signIn } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server-process.ts';
import { analysisDone, uploadText } from './support/uploads.ts';

let server: RunningServer;
let browser: BrowserSession;
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

/** Twelve paragraphs, each with the cliché once, light ones first and dark ones after. */
function story(): string {
  return Array.from({ length: 12 }, (_, i) =>
    [...(i < 6 ? light : dark), `Den ${i + 1}. aften var Jonas kold som is over for hende.`].join(' '),
  ).join('\n\n');
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), openBrowser()]);
  await signIn(browser.page, server.url, 'forfatter@lektor.dk');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

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
});
