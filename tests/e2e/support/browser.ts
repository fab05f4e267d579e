/**
 * Debian's Chromium driven by playwright-core (no browser downloads), in a fresh profile: a new context in the run's
 * shared Chromium inside the e2e project (shared-product.ts), a Chromium of its own elsewhere (the web benches).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { HEADLESS_CHROMIUM_ARGS } from '../../../server/print/chromium.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const contextOptions = { locale: 'da-DK', viewport: { width: 1280, height: 900 } };

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/** The run's shared Chromium, or undefined outside a Vitest worker of the e2e project (inject then throws). */
function sharedChromium(): string | undefined {
  try {
    return inject('chromiumEndpoint') || undefined;
  } catch {
    return undefined;
  }
}

/** A fresh context: in the shared Chromium if the run has one, else in a Chromium launched on a new profile. */
async function newContext(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const endpoint = sharedChromium();
  if (endpoint) {
    const browser = await chromium.connect(endpoint);
    const context = await browser.newContext(contextOptions);
    return {
      context,
      async close() {
        await context.close();
        await browser.close();
      },
    };
  }
  const profile = mkdtempSync(join(tmpdir(), 'lektor-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    ...contextOptions,
    args: [...HEADLESS_CHROMIUM_ARGS],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function openBrowser(): Promise<BrowserSession> {
  const { context, close } = await newContext();
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
  return { context, page, errors, close };
}

/** A download's bytes (a shared Chromium's downloads have no local path: they are streamed). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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
