/**
 * The JavaScript a first visit loads: the built product (`npm run build` first) in a child process, Debian's
 * Chromium with an empty cache, and every script response counted until the page has settled. Three first pages:
 * a visitor's /pricing and /trial (the trial report with its data) and a signed-in author's /overview (signed in
 * first, then the cache cleared and the page loaded again). Per page: scripts, their decoded size, the bytes on
 * the wire (as the server encoded them) and their gzip size at level 9 (the issue's yardstick, independent of
 * what the server sends). Run: npm run bench -- web
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { openBrowser, signIn } from '../../tests/e2e/support/browser.ts';
import { startServer } from '../../tests/e2e/support/server-process.ts';

export interface ScriptLoad {
  page: string;
  /** Scripts received by the time the page's heading showed, and their gzip size. */
  shownScripts: number;
  shownGzipBytes: number;
  /** Everything until the network was idle (idle prefetches included). */
  scripts: number;
  decodedBytes: number;
  wireBytes: number;
  gzipBytes: number;
  encodings: string[];
  /** Each script: its file name and gzip size. */
  files: { name: string; gzipBytes: number }[];
}

async function countScripts(page: Page, name: string, load: () => Promise<void>): Promise<ScriptLoad> {
  const seen: Promise<{ name: string; decoded: number; wire: number; gzip: number; encoding: string }>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() !== 'script') return;
    seen.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
        return {
          name: new URL(response.url()).pathname.split('/').pop() ?? '',
          decoded: body.length,
          wire: sizes.responseBodySize,
          gzip: gzipSync(body, { level: 9 }).length,
          encoding,
        };
      })(),
    );
  };
  page.on('response', onResponse);
  let shownCount = 0;
  try {
    await load();
    shownCount = seen.length;
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const loads = await Promise.all(seen);
  const shown = loads.slice(0, shownCount);
  const sum = (pick: (entry: (typeof loads)[number]) => number) =>
    loads.reduce((total, entry) => total + pick(entry), 0);
  return {
    page: name,
    shownScripts: shown.length,
    shownGzipBytes: shown.reduce((total, entry) => total + entry.gzip, 0),
    scripts: loads.length,
    decodedBytes: sum((entry) => entry.decoded),
    wireBytes: sum((entry) => entry.wire),
    gzipBytes: sum((entry) => entry.gzip),
    encodings: [...new Set(loads.map((entry) => entry.encoding))],
    files: loads
      .map((entry) => ({ name: entry.name, gzipBytes: entry.gzip }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

async function clearCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

export async function measureFirstPages(): Promise<ScriptLoad[]> {
  const server = await startServer();
  const results: ScriptLoad[] = [];
  try {
    for (const path of ['/pricing', '/trial']) {
      const browser = await openBrowser();
      try {
        results.push(
          await countScripts(browser.page, `visitor ${path}`, async () => {
            await browser.page.goto(`${server.url}${path}`);
            await browser.page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
          }),
        );
      } finally {
        await browser.close();
      }
    }
    const browser = await openBrowser();
    try {
      await signIn(browser.page, server.url, 'forfatter@lektor.dk');
      await clearCache(browser.page);
      results.push(
        await countScripts(browser.page, 'author /overview', async () => {
          await browser.page.goto(`${server.url}/overview`);
          await browser.page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
        }),
      );
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  return results;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export async function runWebBench(): Promise<void> {
  // BENCH_WEB=pages: the first pages only; =switch: the report switch only; =throttled: the throttled pages only;
  // =profile: CPU profiles of the throttled pages (profile.ts); =login: login to the first report page;
  // =print-charts: print's charts alone, drawn live and still (print-charts.ts).
  const only = process.env.BENCH_WEB;
  if (only === 'login') {
    const { runLoginBench } = await import('./login-to-report.ts');
    return runLoginBench();
  }
  if (only === 'profile') {
    const { runProfileBench } = await import('./profile.ts');
    return runProfileBench();
  }
  if (only === 'print-charts') {
    const { runPrintChartsBench } = await import('./print-charts.ts');
    return runPrintChartsBench();
  }
  if (only === 'throttled') {
    const { runThrottledBench } = await import('./throttled.ts');
    return runThrottledBench();
  }
  if (only === 'switch') {
    const { runReportSwitchBench } = await import('./report-switch.ts');
    return runReportSwitchBench();
  }
  const results = await measureFirstPages();
  console.log(
    '| first page | scripts to show it | gzip -9 to show it | against 150 kB | scripts until idle | decoded until idle | on the wire until idle | gzip -9 until idle | encodings |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    console.log(
      `| ${r.page} | ${r.shownScripts} | ${kB(r.shownGzipBytes)} | ${((r.shownGzipBytes / 150_000) * 100).toFixed(0)} % | ${r.scripts} | ${kB(r.decodedBytes)} | ${kB(r.wireBytes)} | ${kB(r.gzipBytes)} | ${r.encodings.join(', ')} |`,
    );
  }
  // BENCH_VERBOSE=1: every script of every page, largest first.
  if (process.env.BENCH_VERBOSE) {
    for (const r of results) console.log(`${r.page}: ${r.files.map((f) => `${f.name} ${kB(f.gzipBytes)}`).join(', ')}`);
  }
  if (only !== 'pages') {
    const { runReportSwitchBench } = await import('./report-switch.ts');
    await runReportSwitchBench();
    const { runThrottledBench } = await import('./throttled.ts');
    await runThrottledBench();
  }
}
