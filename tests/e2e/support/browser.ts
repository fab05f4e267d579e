/** Debian's Chromium driven by playwright-core (no browser downloads), in a fresh profile. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { HEADLESS_CHROMIUM_ARGS } from '../../../server/print/chromium.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

export async function openBrowser(): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), 'lektor-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    locale: 'da-DK',
    viewport: { width: 1280, height: 900 },
    args: [...HEADLESS_CHROMIUM_ARGS],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  // Name the resource behind a 'Failed to load resource' console error.
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`http ${response.status()}: ${new URL(response.url()).pathname}`);
  });
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs in through the app's login button and the identity provider's Danish login form. */
export async function signIn(page: Page, baseUrl: string, email: string, password = 'lektor-demo'): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode').fill(password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/callback'), {
    timeout: 30_000,
  });
}
