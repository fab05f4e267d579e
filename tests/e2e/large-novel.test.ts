/**
 * Reports that never fail on real data (issue 26 point 7): a subscribed author uploads a generated Danish novel of
 * more than 150,000 words with more than 5,000 distinct adjectives and 3,000 distinct verbs
 * (tests/support/rich-danish-novel.ts), waits for the analysis, opens the dashboard, every report page from the
 * report navigation and the print view, and waits on each until it has settled (`data-report-state`, never a
 * time). No block may have failed and none may still be loading; the failures of every page are gathered first,
 * so one run names them all.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { danishVocabulary, richDanishNovel } from '../support/rich-danish-novel.ts';
import { appFixture } from './support/app-fixture.ts';
import { analysisDone, uploadText } from './support/uploads.ts';

const { server, browser } = appFixture({ signIn: ['forfatter@lektor.dk'] });
const title = 'Ordenes by';
let base = '';

interface PageOutcome {
  page: string;
  state: string | null;
  failed: string[];
  loading: number;
}

/** Waits until the element has settled (its state is no longer 'loading') and reads what failed in it. */
async function settledOutcome(page: Page, name: string, selector: string): Promise<PageOutcome> {
  const root = page.locator(`${selector}[data-report-state]:not([data-report-state="loading"])`);
  await root.waitFor({ timeout: 120_000 });
  const failed = await root
    .locator('[data-block-state="failed"], [data-chart-state="error"]')
    .evaluateAll((elements) =>
      elements.map(
        (e) =>
          `${e.closest('[data-report-id]')?.getAttribute('data-report-id')}/${e.closest('[data-block-id]')?.getAttribute('data-block-id')}: ${e.closest('[data-block-id]')?.getAttribute('data-block-problem') ?? ''}`,
      ),
    );
  const loading = await root.locator('[data-block-state="loading"], [data-chart-state="loading"]').count();
  return { page: name, state: await root.getAttribute('data-report-state'), failed, loading };
}

describe('a 150,000-word novel with a large vocabulary', () => {
  it('uploads the novel and the analysis finishes', async () => {
    const vocabulary = danishVocabulary(6_000, 3_600);
    const novel = richDanishNovel(150_000, vocabulary);
    expect(novel.words).toBeGreaterThanOrEqual(150_000);
    const { page } = browser;
    await uploadText(page, server.url, { title, fileName: 'ordenes-by.txt', text: novel.text });
    const row = await analysisDone(page, title, 600_000);
    base = `/manuscripts/${await row.getAttribute('data-manuscript-id')}`;
  }, 660_000);

  it('shows every report page and the print view with no failed block and none loading', async () => {
    const { page } = browser;
    const outcomes: PageOutcome[] = [];
    await page.goto(`${server.url}${base}/dashboard`);
    outcomes.push(await settledOutcome(page, 'Overblik', '#content article[data-report-id="0"]'));
    const links = await page.$$eval('nav[aria-label="Rapporter"] a', (anchors) =>
      anchors
        .map((a) => ({ path: new URL((a as HTMLAnchorElement).href).pathname, name: a.textContent?.trim() ?? '' }))
        .filter((link) => /\/analysis\/\d+$/u.test(link.path)),
    );
    expect(links.length).toBeGreaterThanOrEqual(19);
    for (const link of links) {
      await page.locator(`nav[aria-label="Rapporter"] a[href="${link.path}"]`).click();
      const reportId = link.path.split('/').pop();
      // A page this author may not see sends on to 'analysis/wip' (after its URL has shown for a moment): wait for
      // either the report or the in-progress page, which has no report to wait on.
      const report = `#content article[data-report-id="${reportId}"]`;
      const inProgress = page.getByRole('heading', { name: 'Rapporten er under udarbejdelse' });
      await page.locator(report).or(inProgress).first().waitFor({ timeout: 120_000 });
      if (await inProgress.isVisible()) continue;
      outcomes.push(await settledOutcome(page, link.name, report));
    }
    await page.goto(`${server.url}${base}/print`);
    outcomes.push(await settledOutcome(page, 'Udskriv', '.print-page'));

    const unsettled = outcomes.filter((o) => o.state !== 'settled' || o.loading > 0 || o.failed.length > 0);
    expect(unsettled).toEqual([]);
    expect(outcomes.length).toBeGreaterThanOrEqual(20);
  }, 900_000);
});
