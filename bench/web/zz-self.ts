import { openBrowser } from '../../tests/e2e/support/browser.ts';
import { BENCH_AUTHOR, BENCH_PASSWORD, uploadGeneratedNovel } from './author-session.ts';
import { mainThreadSelfTime, traced } from './main-thread-trace.ts';
import { startServerPatiently, whenSettled } from './throttled.ts';

const server = await startServerPatiently();
try {
  const id = await uploadGeneratedNovel(server.url, 40_000, 'login-bench.txt', 'Login-bench');
  const dashboard = `/manuscripts/${id}/dashboard`;
  for (const run of [0, 1, 2]) {
    const browser = await openBrowser();
    const { page } = browser;
    const cdp = await page.context().newCDPSession(page);
    if (run > 0) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.url}/login?returnTo=${encodeURIComponent(dashboard)}`, { waitUntil: 'commit' });
    await page.getByLabel('E-mail').fill(BENCH_AUTHOR);
    await page.getByLabel('Adgangskode').fill(BENCH_PASSWORD);
    let settledMs: number | null = null;
    const events = await traced(cdp, async () => {
      await page.getByRole('button', { name: 'Log ind' }).click();
      await page.waitForURL((url) => url.pathname === dashboard, { timeout: 60_000, waitUntil: 'commit' });
      settledMs = (await whenSettled(page, dashboard, 0)).settledMs;
    });
    await browser.close();
    if (run === 0) { await new Promise((r) => setTimeout(r, 4000)); continue; }
    console.log(`\nrun ${run}: settled ${settledMs}`);
    console.log(mainThreadSelfTime(events as never, 30));
  }
} finally {
  await server.stop();
}
