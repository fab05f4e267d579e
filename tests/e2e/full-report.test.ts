/**
 * Every report page real for a real upload: a subscribed author uploads a novel-length Danish text written for
 * the test (tests/support/danish-novel.ts: more than 20,000 words, names, places, dialogue and a mood arc),
 * waits for the analysis and opens every page of the report navigation; no block may be failed or say the author
 * has no access. The trial report is walked the same way: every model it shows comes from the analysis.
 * Report 10 (similar books) sends an author to the in-progress page, as the spec says.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { danishNovel } from '../support/danish-novel.ts';
import { appFixture } from './support/app-fixture.ts';
import { reportSettled } from './support/app-walk.ts';
import { analysisDone, uploadText } from './support/uploads.ts';

const { server, browser } = appFixture({ signIn: ['forfatter@lektor.dk'] });
const title = 'Lyset over havnen';
/** The uploaded manuscript's dashboard, once it is analysed. */
let dashboardUrl = '';

const broken = ['failed', 'no-access', 'unknown', 'computing']
  .map((state) => `[data-block-state="${state}"]`)
  .join(', ');

/**
 * Opens each page of the report navigation in turn, each by loading its address (no page's blocks are left over
 * from the one before); returns the page names and the pages with broken blocks and those blocks' ids.
 */
async function walkReport(page: Page): Promise<{ pages: string[]; broken: string[] }> {
  const nav = page.getByRole('navigation', { name: 'Rapporter' });
  await nav.waitFor();
  const links = await nav.getByRole('link').evaluateAll((elements) =>
    elements.map((element) => ({
      name: element.textContent?.trim() ?? '',
      href: (element as HTMLAnchorElement).href,
    })),
  );
  // The report pages only: not the analysis overview, the print view or the manuscript view (its own test).
  const pages = links.filter((link) => !['Analyse', 'Udskriv'].includes(link.name) && !/\/text$/u.test(link.href));
  const found: string[] = [];
  for (const { name, href } of pages) {
    await page.goto(href);
    const report = page.locator('[data-report-id]').first();
    const inProgress = page.getByRole('heading', { name: 'Rapporten er under udarbejdelse' });
    await report.or(inProgress).first().waitFor({ timeout: 30_000 });
    if (/\/analysis\/wip$/u.test(page.url())) {
      if (name !== 'Lignende bøger') found.push(`${name}: under udarbejdelse`);
      continue;
    }
    await reportSettled(page);
    const ids = await page
      .locator(broken)
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-block-id') ?? '?'));
    if (ids.length > 0) found.push(`${name}: ${ids.join(', ')}`);
  }
  return { pages: pages.map((link) => link.name), broken: found };
}

describe('a novel-length manuscript: every page real', () => {
  it('uploads a 20,000-word Danish novel and the analysis finishes', async () => {
    const { page } = browser;
    const novel = danishNovel(20_000);
    expect(novel.words).toBeGreaterThanOrEqual(20_000);
    await uploadText(page, server.url, { title, fileName: 'lyset-over-havnen.txt', text: novel.text });
    const row = await analysisDone(page, title, 180_000);
    await row.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/manuscripts\/\d+\/dashboard$/u);
    dashboardUrl = page.url();
  });

  it('draws the charts of a page opened after the first from the dataflows the server compiled ahead', async () => {
    const { page } = browser;
    await reportSettled(page);
    // The app reads them once the first page has its data, and says how many it keeps.
    const html = page.locator('html[data-compiled-charts]');
    await html.waitFor({ state: 'attached' });
    expect(Number(await html.getAttribute('data-compiled-charts'))).toBeGreaterThan(20);
    await page.getByRole('navigation', { name: 'Rapporter' }).getByRole('link', { name: 'Sentiment' }).click();
    await page.waitForURL(/\/analysis\/\d+$/u);
    // The dashboard (report 0) gone, the page's blocks and its charts in view drawn.
    await page.locator('[data-report-id]:not([data-report-id="0"])').first().waitFor();
    await reportSettled(page);
    await expect.poll(() => page.locator('[data-chart-state="loading"]').count()).toBe(0);
    const drawn = page.locator('[data-chart-state="ready"]');
    expect(await drawn.count()).toBeGreaterThan(0);
    const compiled = await drawn.evaluateAll((charts) =>
      charts.map((chart) => chart.getAttribute('data-chart-compiled')),
    );
    expect(compiled).toEqual(compiled.map(() => 'ahead'));
  });

  it('opens every report page with no failed, unknown or no-access block', async () => {
    const walk = await walkReport(browser.page);
    expect(walk.pages.length).toBeGreaterThanOrEqual(18);
    expect(walk.broken, walk.pages.join(' | ')).toEqual([]);
  });

  it("shows the dashboard's charts as the server drew them on a later visit, live once the pointer is on one", async () => {
    const { page } = browser;
    const manuscriptId = /\/manuscripts\/(\d+)\//u.exec(dashboardUrl)?.[1];
    expect(manuscriptId).toBeDefined();
    // The pages read above started the revision's drawing; the print charts' answer waits until it is kept.
    const status = await page.evaluate(async (id) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:')) ?? '';
      const headers = { authorization: `Bearer ${JSON.parse(localStorage.getItem(key) ?? '{}').access_token}` };
      const revisions = (await (await fetch(`/api/manuscripts/${id}/revisions/`, { headers })).json()) as {
        id: number;
      }[];
      const latest = Math.max(...revisions.map((revision) => revision.id));
      return (await fetch(`/api/manuscripts/${id}/revisions/${latest}/print-charts`, { headers })).status;
    }, manuscriptId);
    expect(status).toBe(200);
    await page.goto(dashboardUrl);
    await reportSettled(page);
    const still = page.locator('[data-chart-drawn="server"]');
    // The mood and LIX curves and the first tab's bars, drawn by the server: no chart code was needed for them.
    expect(await still.count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('[data-chart-state="ready"]:not([data-chart-drawn])').count()).toBe(0);
    // The chart named by its label (a locator by its still drawing would move on to the next still chart).
    const label = await page.locator('.lk-chart-scroll').filter({ has: still }).first().getAttribute('aria-label');
    const chart = page.locator(`.lk-chart-scroll[aria-label="${label}"]`);
    await chart.hover();
    await chart.locator('[data-chart-state="ready"]:not([data-chart-drawn]) svg').waitFor({ timeout: 30_000 });
    expect(await still.count()).toBeGreaterThanOrEqual(2);
  });

  it('shows every page of the trial report, all of it analysed, with no failed block', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/trial`);
    const walk = await walkReport(page);
    expect(walk.pages.length).toBeGreaterThanOrEqual(18);
    expect(walk.broken, walk.pages.join(' | ')).toEqual([]);
  });
});
