/**
 * Every report page in a real browser: built from the definitions with a small Vite harness, rendered from the
 * contract fixtures on screen and in print, screenshotted (tests/e2e/screenshots/report-<key>.png) and checked
 * with axe for WCAG 2.1 A/AA violations. The pages are shared between two test files (reports-first and
 * reports-second.test.ts), alternately in the definitions' order, so that two browser workers render them side by
 * side: as one file they were the browser run's longest, 240 s of a 545 s run (docs/TESTING.md, thirteenth session).
 */
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readReportFiles } from '../../../engine/report-files.ts';
import { pageContent, pageData } from '../../unit/reports/contract-fixtures.ts';
import { accessibilityViolations } from './accessibility.ts';
import { type BrowserSession, openBrowser } from './browser.ts';

const screenshots = join(import.meta.dirname, '..', 'screenshots');
/** Every report page's key, in the definitions' order. */
const keys = readReportFiles().map((f) => f.name.replace('.report.json', ''));
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Waits for the harness to mark the page rendered; a page that never is fails with the browser's own errors. */
async function reportReady(page: BrowserSession['page'], errors: readonly string[]): Promise<void> {
  await page.waitForSelector('body[data-report-ready]', { timeout: 30_000 }).catch((error: Error) => {
    throw new Error(`${error.message}\nbrowser errors:\n${errors.join('\n')}`);
  });
}

/**
 * The report pages of one half (0: the first, third … page of the definitions; 1: the second, fourth …), each on
 * screen and in print, in one harness build and one browser; the second half also clicks the archetype's trendline.
 */
export function reportPagesInTheBrowser(half: 0 | 1): void {
  let outDir: string;
  let server: Server;
  let baseUrl: string;
  let browser: BrowserSession;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'lektor-report-harness-'));
    await build({
      configFile: false,
      logLevel: 'error',
      root: join(import.meta.dirname, '..', 'report-harness'),
      plugins: [react()],
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 3000 },
    });
    server = createServer((request, response) => {
      const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
      const file = join(outDir, path === '/' ? 'index.html' : path);
      if (!file.startsWith(outDir) || !existsSync(file)) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    browser = await openBrowser();
    const fixtures = { data: pageData(), content: pageContent() };
    // Article images point at the content site, which the test does not reach: answer with a 1x1 PNG.
    await browser.context.route(/\.(png|jpe?g|webp|gif)(\?.*)?$/i, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from(onePixelPng, 'base64') }),
    );
    await browser.context.addInitScript((value) => {
      (window as unknown as { reportFixtures: unknown }).reportFixtures = value;
    }, fixtures);
    mkdirSync(screenshots, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  describe(`report pages in the browser (${half === 0 ? 'first' : 'second'} half)`, () => {
    for (const key of keys.filter((_, index) => index % 2 === half)) {
      it(`${key}: renders every block and chart, with no axe violations, on screen and in print`, async () => {
        const { page, errors } = browser;
        errors.length = 0;
        for (const print of [false, true]) {
          await page.goto(`${baseUrl}/?page=${key}${print ? '&print=1' : ''}`);
          await reportReady(page, errors);
          expect(await page.getAttribute('body', 'data-report-ready')).toBe('ready');
          const charts = await page.locator('[data-chart-state="ready"] svg').count();
          expect(charts).toBe(await page.locator('[data-chart-state]').count());
          await page.screenshot({
            path: join(screenshots, `report-${key}${print ? '-print' : ''}.png`),
            fullPage: true,
          });
          expect(await accessibilityViolations(page)).toEqual([]);
        }
        expect(errors).toEqual([]);
      });
    }

    if (half === 0) return;
    it("archetype: clicking a trendline point opens an 'Info' dialog with that part's text", async () => {
      const { page } = browser;
      await page.goto(`${baseUrl}/?page=archetype`);
      await reportReady(page, browser.errors);
      await page.locator('[data-block-id="trendline"] .mark-symbol path').first().click({ force: true });
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ timeout: 5000 });
      expect(await dialog.getByRole('heading').textContent()).toMatch(/^Info: \d+ %$/);
      const chunks = pageData().find((d) => d.model === 'Chunk' && d.section === 'parts')?.content as {
        part_text: string[];
      }[];
      const texts = chunks.flatMap((c) => c.part_text);
      const shown = await dialog.locator('p').allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      for (const paragraph of shown) expect(texts).toContain(paragraph);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}
