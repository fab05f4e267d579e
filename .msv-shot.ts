import { readFileSync } from 'node:fs';
import { openBrowser } from './tests/e2e/support/browser.ts';
import { accessToken, logIn, uploadAndWait } from './bench/web/author-session.ts';
import { startServerPatiently } from './bench/web/throttled.ts';

const file = process.argv[2]!;
const server = await startServerPatiently();
try {
  const b = await openBrowser();
  const { page } = b;
  await page.setViewportSize({ width: 1400, height: 950 });
  await logIn(page, server.url);
  const token = await accessToken(page);
  const id = await uploadAndWait(server.url, token, { fileName: 'politiker.txt', bytes: readFileSync(file), title: 'En Politiker' }, 900_000);
  await page.goto(`${server.url}/manuscripts/${id}/text?afsnit=40`);
  await page.locator('.msv-target p:not(.msv-pending)').first().waitFor({ timeout: 120_000 });
  await page.locator('.msv-text').evaluate((e) => e.scrollBy(0, 1));
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/msv-shot1.png' });
  await page.locator('.msv-target button.msv-tag').first().click();
  await page.locator('.msv-finding').waitFor();
  await page.screenshot({ path: '/tmp/msv-shot2.png' });
  await b.close();
} finally {
  await server.stop();
}
