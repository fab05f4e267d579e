/**
 * How fast a report shows, in Chromium, timed by the page itself (performance.now()): the built product in a child
 * process, the subscribed demo author signs in, uploads a 40,000-word manuscript through the API and waits for
 * its analysis. Then
 *  - "first report page after login": a fresh browser opens the login form, signs in, opens the manuscript's
 *    first report page (its dashboard, Overblik) and waits until it is ready (see `whenReady`); the time from opening the login form to
 *    ready (typing included), and from opening the report page to ready;
 *  - "report switch": every report page is visited once (its models then sit in the page store), then 20
 *    switches by clicking the next page in the report navigation, each timed from the click to ready, median.
 * Ready: the page's path, a heading, no loading text and no chart still loading, then one animation frame (the
 * paint). Run: npm run bench -- web (after npm run build).
 */
import type { Page } from 'playwright-core';
import { openBrowser } from '../../tests/e2e/support/browser.ts';
import { startServer } from '../../tests/e2e/support/server-process.ts';
import { logIn, uploadGeneratedNovel } from './author-session.ts';

const SWITCHES = 20;

export interface ReportTimes {
  loginToReadyMs: number;
  openToReadyMs: number;
  switchesMs: number[];
  pages: number;
}

/** In the page: resolves with performance.now() once the page at `path` is ready and painted. */
function whenReady(page: Page, ...paths: string[]): Promise<number> {
  // A string, not a function: the TypeScript loader would name the inner functions with a helper the page lacks.
  return page.evaluate(`new Promise((resolve, reject) => {
    const ready = () =>
      ${JSON.stringify(paths)}.includes(location.pathname) &&
      document.querySelector('#content h1') !== null &&
      document.querySelector('#content .loading') === null &&
      document.querySelector('[data-chart-state="loading"]') === null;
    const check = () => (ready() ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(check));
    check();
    setTimeout(() => reject(new Error('not ready: ' + JSON.stringify({
      path: location.pathname,
      h1: document.querySelector('#content h1')?.textContent,
      loading: document.querySelector('#content .loading')?.textContent,
      charts: document.querySelectorAll('[data-chart-state="loading"]').length,
    }))), 30000);
  })`) as Promise<number>;
}

export async function measureReportTimes(): Promise<ReportTimes> {
  const server = await startServer();
  try {
    const manuscriptId = await uploadGeneratedNovel(server.url, 40_000, 'rapport-bench.txt', 'Rapport-bench');
    const browser = await openBrowser();
    try {
      const { page } = browser;
      // The login form, the provider and the app are documents of their own: the whole way is timed by the clock.
      const loginStart = Date.now();
      await logIn(page, server.url);
      const base = `/manuscripts/${manuscriptId}`;
      const first = `${base}/dashboard`;
      const opened = Date.now();
      await page.goto(`${server.url}${first}`);
      await whenReady(page, first);
      const readyAt = Date.now();
      const hrefs = await page.$$eval('nav[aria-label="Rapporter"] a', (links) =>
        links.map((a) => new URL((a as HTMLAnchorElement).href).pathname).filter((p) => /\/analysis\/\d+$/.test(p)),
      );
      const link = (path: string) => page.locator(`nav[aria-label="Rapporter"] a[href="${path}"]`);
      // Every page once: its models are then in the page store. A page an author may not see (it sends to
      // 'analysis/wip') is left out of the switches.
      const shown: string[] = [];
      // Back from 'analysis/wip' by the navigation's own link: a reload would empty the page store.
      const wip = `${base}/analysis/wip`;
      for (const path of hrefs) {
        await link(path).click();
        await whenReady(page, path, wip);
        if (new URL(page.url()).pathname === path) {
          shown.push(path);
        } else {
          await link(first).click();
          await whenReady(page, first);
        }
      }
      const switchesMs: number[] = [];
      for (let i = 0; i < SWITCHES; i++) {
        const path = shown[i % shown.length]!;
        const clickedAt = await page.evaluate(() => performance.now());
        await link(path).click();
        switchesMs.push((await whenReady(page, path)) - clickedAt);
      }
      return { loginToReadyMs: readyAt - loginStart, openToReadyMs: readyAt - opened, switchesMs, pages: shown.length };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function runReportSwitchBench(): Promise<void> {
  const times = await measureReportTimes();
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log('| report timing | value | target |');
  console.log('|---|---:|---:|');
  console.log(`| login form opened → signed in → first report page ready | ${ms(times.loginToReadyMs)} | ≤ 1,500 ms |`);
  console.log(`| of which: report page opened → ready | ${ms(times.openToReadyMs)} | |`);
  console.log(
    `| report switch, median of ${times.switchesMs.length} (${times.pages} pages, models in the page store) | ${ms(median(times.switchesMs))} | ≤ 150 ms |`,
  );
  console.log(`| report switch, slowest | ${ms(Math.max(...times.switchesMs))} | |`);
}
