/**
 * One set of figures (issue 27): a subscribed author uploads a novel-length Danish text written for the tests,
 * with a genre and audience the analysis will not find (so the analysed and the given total differ), then a new
 * version of it. Every figure that appears on more than one page — the total, each element of the total, LIX, the
 * share of present tense, the share of paragraphs with dialogue, the number of clichés — is read where the author
 * sees it: the dashboard, its own page, the print view and the comparison; they must be the same number at the
 * precision each page shows. The pages and the print cover also name the version they show, and a comparison
 * asked for newest-first still runs from the older version to the newer.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { danishNovel } from '../support/danish-novel.ts';
import { appFixture } from './support/app-fixture.ts';
import { reportSettled } from './support/app-walk.ts';
import { analysisDone, uploadText } from './support/uploads.ts';

const { server, browser } = appFixture({ signIn: ['forfatter@lektor.dk'] });
const title = 'Lyset over Læsø';
let base = '';

/** A number as a Danish page writes it ('1.234,5 %', '41', '−3'). */
function danishNumber(text: string | null): number {
  const cleaned = (text ?? '')
    .replace(/\u2212/gu, '-')
    .replace(/[^\d,-]/gu, '')
    .replace(',', '.');
  const value = Number(cleaned);
  if (cleaned === '' || !Number.isFinite(value)) throw new Error(`not a number: '${text}'`);
  return value;
}

const ringText = (scope: Locator, blockId: string) =>
  scope.locator(`[data-block-id="${blockId}"] svg text`).first().textContent();

async function infoBox(scope: Locator, headline: string): Promise<string> {
  const box = scope
    .locator('li.lk-info-box')
    .filter({ has: scope.page().locator('.lk-info-box-headline', { hasText: new RegExp(`^${headline}$`, 'u') }) });
  // read without waiting: a box without a value has no value element at all
  const value = box.locator('.lk-progress-value, .lk-info-box-value');
  const text = (await value.count()) > 0 ? await value.first().textContent() : '';
  return (text ?? '').split(' · ')[0] ?? '';
}

const keyValue = (scope: Locator, label: string) =>
  scope
    .locator('table.lk-key-value tr')
    .filter({ has: scope.page().getByRole('rowheader', { name: label, exact: true }) })
    .locator('td')
    .textContent();

const bigNumber = (scope: Locator, blockId: string) =>
  scope.locator(`[data-block-id="${blockId}"] .lk-big-number-value`).textContent();

/** Each listed element of the total: name → points. */
async function elements(scope: Locator): Promise<Record<string, number>> {
  const rows = await scope
    .locator('li.lk-element h3')
    .evaluateAll((headings) =>
      headings.map((h) => [
        h.firstChild?.textContent?.trim() ?? '',
        h.querySelector('.lk-element-value')?.textContent ?? '',
      ]),
    );
  return Object.fromEntries(rows.map(([name, value]) => [name, danishNumber(value ?? '')]));
}

/** The newer version's value of a metric in the comparison table. */
const compared = (page: Page, metric: string) =>
  page.locator(`tr[data-metric="${metric}"] td`).nth(1).locator('.compare-value').textContent();

async function openReport(page: Page, path: string): Promise<Locator> {
  await page.goto(`${server.url}${base}${path}`);
  await reportSettled(page);
  return page.locator('main');
}

describe('the same figures on every page', () => {
  const figures: Record<string, Record<string, number>> = {};
  const versions: Record<string, string | null> = {};
  /** Notes a figure as read on a page; one that cannot be read as a number is noted NaN (and fails at the end). */
  const note = async (figure: string, where: string, read: Promise<number> | number) => {
    let value: number;
    try {
      value = await read;
    } catch {
      value = Number.NaN;
    }
    figures[figure] = { ...figures[figure], [where]: value };
  };
  const number = async (text: Promise<string | null> | string) => danishNumber(await text);
  const listed: Record<string, Record<string, number>> = {};
  const incompleteBoxes: string[] = [];
  const bandPoints: Record<string, number> = {};
  let boxCount = 0;
  /** A text on the page, or null when the page does not have it (read without waiting for it to appear). */
  const textIfThere = async (locator: Locator) => ((await locator.count()) > 0 ? locator.first().textContent() : null);

  it('uploads a novel in a genre and audience it is not, then a second version; both analyses finish', async () => {
    const { page } = browser;
    const first = danishNovel(30_000, 11);
    expect(first.words).toBeGreaterThanOrEqual(30_000);
    await uploadText(page, server.url, {
      title,
      fileName: 'lyset-1.txt',
      text: first.text,
      genre: 'Science fiction',
      audience: 'Børn',
    });
    const row = await analysisDone(page, title, 240_000);
    base = `/manuscripts/${await row.getAttribute('data-manuscript-id')}`;
    await openReport(page, '/dashboard');
    await page.getByRole('button', { name: 'Upload ny version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload ny version' });
    await dialog.getByLabel('Fil').setInputFiles({
      name: 'lyset-2.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(danishNovel(30_000, 12).text, 'utf8'),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(`${server.url}/overview/manuscripts`);
    await analysisDone(page, title, 240_000);
  });

  it('reads the dashboard', async () => {
    const main = await openReport(browser.page, '/dashboard');
    versions.dashboard = await textIfThere(main.locator('.report-version'));
    await note('total', 'dashboard ring', number(ringText(main, 'score')));
    await note('total', 'dashboard info box', number(infoBox(main, 'Global score')));
    await note('LIX', 'dashboard', number(infoBox(main, 'LIX')));
    await note('nutid', 'dashboard', number(infoBox(main, 'Nutid')));
    await note('dialog', 'dashboard', number(infoBox(main, 'Dialog')));
    // every info box: a value and a RAG label, or a note saying why there is none
    for (const box of await main.locator('li.lk-info-box').all()) {
      const value = await box.locator('.lk-progress-value, .lk-info-box-value').count();
      const rag = await box.locator('.lk-rag').count();
      const reason = await box.locator('.lk-info-box-note').count();
      if (!((value > 0 && rag > 0) || reason > 0)) incompleteBoxes.push((await box.textContent()) ?? '');
    }
    boxCount = await main.locator('li.lk-info-box').count();
  });

  it('reads each figure on its own page', async () => {
    const { page } = browser;
    const global = await openReport(page, '/analysis/2');
    await note('total', 'Global Score', number(ringText(global, 'score')));
    listed.page = await elements(global);
    const readability = await openReport(page, '/analysis/8');
    await note('LIX', 'Læsbarhed', number(bigNumber(readability, 'lix')));
    const tense = await openReport(page, '/analysis/9');
    await note('nutid', 'Tempus', number(keyValue(tense, 'Andel nutid')));
    const dialogue = await openReport(page, '/analysis/7');
    await note('dialog', 'Dialog', number(keyValue(dialogue, 'Andel afsnit med dialog')));
    const cliches = await openReport(page, '/analysis/17');
    await note('klichéer', 'Klicheer', number(bigNumber(cliches, 'count')));
    await note('klichéer pr. 10.000 ord', 'Klicheer', number(keyValue(cliches, 'Klichéer pr. 10.000 ord')));
  });

  it("reads each element's band on the element's own page", async () => {
    const { page } = browser;
    // element (as the Global Score page names it) → its page and the metric whose recommendation scores it
    const pages: Record<string, [number, string]> = {
      Genre: [3, 'Genre'],
      Målgruppe: [4, 'Målgruppe'],
      Læsbarhed: [8, 'LIX'],
      'Show/Tell': [18, 'Show/Tell'],
      Dialog: [7, 'Dialog'],
      Tempo: [6, 'Tempo'],
      Arketype: [5, 'Arketype'],
      'Stærke ord': [15, 'Stærke ord'],
      Klicheer: [17, 'Klichéer pr. 10.000 ord'],
    };
    const points: Record<string, number> = { G: 100, A: 60, R: 20 };
    for (const element of Object.keys(listed.page ?? {})) {
      const [reportId, metric] = pages[element] ?? [0, ''];
      const main = await openReport(page, `/analysis/${reportId}`);
      const recommendation = main
        .locator('li.lk-recommendation')
        .filter({ has: page.getByRole('heading', { name: metric, exact: true }) });
      const rag = (await recommendation.count()) > 0 ? await recommendation.first().getAttribute('data-rag') : null;
      bandPoints[element] = rag ? (points[rag] ?? Number.NaN) : Number.NaN;
    }
  });

  it('reads the print view and its cover', async () => {
    const { page } = browser;
    await page.goto(`${server.url}${base}/print`);
    await page.locator('.print-section [data-report-id]').first().waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator('[data-block-state="loading"]').count(), { timeout: 60_000 }).toBe(0);
    const cover = page.locator('.print-cover');
    versions.cover = await textIfThere(cover.locator('.print-version'));
    await note('total', 'print cover', number(textIfThere(cover.locator('.print-score-value'))));
    const section = (reportId: number) => page.locator(`#print-${reportId}`);
    await note('total', 'print dashboard', number(ringText(section(0), 'score')));
    await note('total', 'print Global Score', number(ringText(section(2), 'score')));
    listed.print = await elements(section(2));
    await note('LIX', 'print dashboard', number(infoBox(section(0), 'LIX')));
    await note('LIX', 'print Læsbarhed', number(bigNumber(section(8), 'lix')));
    await note('nutid', 'print Tempus', number(keyValue(section(9), 'Andel nutid')));
    await note('dialog', 'print Dialog', number(keyValue(section(7), 'Andel afsnit med dialog')));
    await note('klichéer', 'print Klicheer', number(bigNumber(section(17), 'count')));
    await note('klichéer pr. 10.000 ord', 'print Klicheer', number(keyValue(section(17), 'Klichéer pr. 10.000 ord')));
  });

  it('reads the comparison, asked for newest first', async () => {
    const { page } = browser;
    const listed = page.waitForResponse((r) => r.url().endsWith(`/api${base}/revisions/`));
    await page.goto(`${server.url}${base}/compare`);
    const ids = ((await (await listed).json()) as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
    await page.goto(`${server.url}${base}/compare?fra=${ids[1]}&til=${ids[0]}`);
    await page.locator('tr[data-metric="lix"]').waitFor({ timeout: 60_000 });
    versions.comparison = await textIfThere(page.locator('.compare-subject'));
    await note('total', 'comparison', number(compared(page, 'global_score')));
    // The comparison writes up to two decimals: compared at the precision the other pages show.
    const oneDecimal = async (text: Promise<string | null>) => Math.round((await number(text)) * 10) / 10;
    await note('LIX', 'comparison (floored as Læsbarhed shows it)', number(compared(page, 'lix')).then(Math.floor));
    await note('nutid', 'comparison', oneDecimal(compared(page, 'percentage_of_present_tense')));
    await note('dialog', 'comparison', oneDecimal(compared(page, 'percentage_of_paragraphs_with_dialogue')));
    // both write at most two decimals
    await note('klichéer pr. 10.000 ord', 'comparison', number(compared(page, 'cliches_per_10000_words')));
  });

  it('finds every figure equal wherever it is shown', () => {
    for (const figure of ['total', 'LIX', 'nutid', 'dialog', 'klichéer', 'klichéer pr. 10.000 ord']) {
      const seen = figures[figure] ?? {};
      expect(Object.keys(seen).length, figure).toBeGreaterThanOrEqual(2);
      const first = Object.values(seen)[0];
      expect(Number.isFinite(first), `${figure}: ${JSON.stringify(seen)}`).toBe(true);
      expect(seen, figure).toEqual(Object.fromEntries(Object.keys(seen).map((where) => [where, first])));
    }
    // each element of the total: the same points on its page and in print
    expect(Object.keys(listed.page ?? {}).length).toBeGreaterThan(3);
    expect(listed.print).toEqual(listed.page);
    // and each element's points are those of its own page's band (G 100, A 60, R 20), for the same setting
    expect(bandPoints).toEqual(listed.page);
  });

  it('shows every dashboard info box with its value and RAG level, or why not', () => {
    expect(boxCount).toBe(22);
    expect(incompleteBoxes).toEqual([]);
  });

  it('names the version shown, and compares the older version with the newer whatever the address says', () => {
    expect(versions.dashboard).toMatch(/version 2, uploadet/u);
    expect(versions.cover).toMatch(/^Version 2, uploadet/u);
    expect(versions.comparison).toMatch(new RegExp(`^»${title}«: Version 1 .*den forrige version.* Version 2 `, 'u'));
  });
  it('marking Genre done changes nothing in the total; marking clichés done leaves them out (spec §2)', async () => {
    const { page } = browser;
    const weights: Record<string, number> = { Genre: 1.5, Læsbarhed: 1.5, 'Stærke ord': 0.5, Klicheer: 0.5 };
    const meanOf = (points: Record<string, number>, without: string[] = []) => {
      const kept = Object.entries(points).filter(([name]) => !without.includes(name));
      const sum = kept.reduce((s, [name, p]) => s + (weights[name] ?? 1) * p, 0);
      return Math.round(sum / kept.reduce((s, [name]) => s + (weights[name] ?? 1), 0));
    };
    const points = listed.page ?? {};
    expect(Object.keys(points)).toContain('Genre');
    expect(Object.keys(points)).toContain('Klicheer');
    const total = async () => {
      const main = await openReport(page, '/analysis/2');
      return { main, value: danishNumber(await ringText(main, 'score')) };
    };
    const toggle = async (name: string, pressed: boolean) => {
      const { main } = await total();
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/author/settings/') && r.request().method() === 'POST',
      );
      await main
        .getByRole('button', { name: pressed ? `Markér ${name} som fuldført` : `Fortryd fuldført for ${name}` })
        .click();
      expect((await saved).status()).toBe(200);
    };
    const before = (await total()).value;
    expect(before, 'the total is the weighted mean of the listed elements').toBe(meanOf(points));
    await toggle('Genre', true);
    expect((await total()).value).toBe(before);
    await toggle('Klicheer', true);
    expect((await total()).value).toBe(meanOf(points, ['Klicheer']));
    await toggle('Klicheer', false);
    await toggle('Genre', false);
    expect((await total()).value).toBe(before);
  });
});
