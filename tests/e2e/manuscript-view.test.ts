/**
 * The manuscript view in the browser (docs/MANUSCRIPT-VIEW.md): an author uploads a text with two chapters, a
 * cliché used twelve times and tags with adverbs; from a passage in the Klicheer page's 'Passager' dialog she
 * follows 'Vis i manuskriptet' to the paragraph, switches the clichés off and on in the legend, opens a finding's
 * explanation with the keyboard and follows its link to the report page, jumps to the second chapter, and the page
 * passes axe. The view is reached from the report navigation ('Manuskript') too.
 */
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { appFixture } from './support/app-fixture.ts';
import { reportSettled } from './support/app-walk.ts';
import { analysisDone, uploadText } from './support/uploads.ts';

const { server, browser } = appFixture({ signIn: ['forfatter@lektor.dk'] });
let manuscriptId = '';
const title = 'Vinteren ved fjorden';

function story(): string {
  const evening = (i: number) =>
    [
      `Den ${i + 1}. aften var Jonas kold som is over for hende.`,
      'Hun gik langsomt ned til vandet og så jo egentlig ingenting.',
      `»Kom nu ind,« sagde han stille. »Det bliver koldt.«`,
    ].join(' ');
  const evenings = Array.from({ length: 12 }, (_, i) => evening(i));
  return ['Kapitel 1', ...evenings.slice(0, 6), 'Kapitel 2', ...evenings.slice(6)].join('\n\n');
}

describe('the manuscript view', () => {
  it('uploads a text and the analysis finishes', async () => {
    const { page } = browser;
    await uploadText(page, server.url, { title, fileName: 'fjorden.txt', text: story() });
    const row = await analysisDone(page, title, 120_000);
    manuscriptId = (await row.getAttribute('data-manuscript-id')) ?? '';
    expect(manuscriptId).not.toBe('');
  });

  it('opens the text at a passage of the Passager dialog', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/manuscripts/${manuscriptId}/analysis/17`);
    await reportSettled(page);
    await page.getByRole('button', { name: 'Vis passager med »kold som is«' }).click();
    const dialog = page.getByRole('dialog', { name: 'Passager: klichéen »kold som is«' });
    const links = dialog.getByRole('link', { name: /^Vis i manuskriptet/u });
    await expect.poll(() => links.count()).toBe(10);
    // The third passage: the third evening, the third paragraph of the book.
    await links.nth(2).click();
    await page.waitForURL(/\/text\?version=\d+&afsnit=3$/u);
    await page.getByRole('heading', { level: 1, name: 'Manuskript' }).waitFor();
    const target = page.locator('.msv-target');
    await expect.poll(() => target.textContent(), { timeout: 30_000 }).toContain('Den 3. aften');
    expect(await target.getByRole('button', { name: 'Kliché: »kold som is«' }).count()).toBe(1);
    expect(await target.locator('.msv-klicheer').first().textContent()).toBe('kold som is');
  });

  it('switches a kind of finding off and on in the legend', async () => {
    const { page } = browser;
    const legend = page.getByRole('group', { name: 'Vis fund' });
    const cliches = legend.getByRole('checkbox', { name: /^Klichéer \(\d+\)$/u });
    expect(await cliches.isChecked()).toBe(true);
    const tags = page.locator('.msv-text').getByRole('button', { name: 'Kliché: »kold som is«' });
    await expect.poll(() => tags.count()).toBeGreaterThan(0);
    await cliches.uncheck();
    await expect.poll(() => tags.count()).toBe(0);
    expect(await page.locator('.msv-text .msv-klicheer').count()).toBe(0);
    await cliches.check();
    await expect.poll(() => tags.count()).toBeGreaterThan(0);
  });

  it('opens a finding with the keyboard: its explanation and the report page it comes from', async () => {
    const { page } = browser;
    const tag = page.locator('.msv-target').getByRole('button', { name: 'Biord i replik: »stille«' });
    await tag.focus();
    await page.keyboard.press('Enter');
    const finding = page.getByRole('dialog', { name: 'Biord i replik' });
    await finding.waitFor();
    expect(await finding.textContent()).toContain('Biord efter replikken: »stille«.');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await finding.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Biord i replik: »stille«');
    await page.locator('.msv-target').getByRole('button', { name: 'Kliché: »kold som is«' }).click();
    await page.getByRole('dialog', { name: 'Kliché' }).getByRole('link', { name: 'Se rapporten Klicheer' }).click();
    await page.waitForURL(`${server.url}/manuscripts/${manuscriptId}/analysis/17`);
  });

  it('is reached from the report navigation, jumps to a chapter and passes axe', async () => {
    const { page } = browser;
    await reportSettled(page);
    await page.getByRole('navigation', { name: 'Rapporter' }).getByRole('link', { name: 'Manuskript' }).click();
    await page.waitForURL(`${server.url}/manuscripts/${manuscriptId}/text`);
    const chapters = page.getByRole('navigation', { name: 'Kapitler' });
    await chapters.getByRole('button', { name: 'Kapitel 2' }).click();
    await expect
      .poll(() => page.locator('.msv-target').getByRole('heading', { level: 2 }).textContent(), { timeout: 30_000 })
      .toBe('Kapitel 2');
    expect(await page.locator('.msv-target').textContent()).toContain('Den 7. aften');
    await expect
      .poll(() => chapters.getByRole('button', { name: 'Kapitel 2' }).getAttribute('aria-current'))
      .toBe('location');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
