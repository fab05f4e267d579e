/**
 * Walking the app as a user: open a path and wait for its page heading, read the top menu, check the page
 * with axe (WCAG 2.1 AA) and keep a screenshot in tests/e2e/screenshots/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { accessibilityViolations } from './accessibility.ts';

const screenshots = join(import.meta.dirname, '..', 'screenshots');

/** Goes to a path and waits until the page shows a first-level heading (the app has rendered). */
export async function visit(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The link texts of the top menu, in order. */
export async function topMenu(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link');
  return (await links.allTextContents()).map((text) => text.trim());
}

/** The page's first-level heading once the app has rendered it. */
export async function heading(page: Page): Promise<string> {
  return ((await page.locator('h1').first().textContent()) ?? '').trim();
}

/** Zero axe violations (WCAG 2.1 A and AA) on the page as it is now; a screenshot is kept either way. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  expect(await accessibilityViolations(page), `axe on ${name} (${pathOf(page)})`).toEqual([]);
}

/** Waits until every report block on the page has settled (ready, hidden, failed or no access). */
export async function reportSettled(page: Page): Promise<void> {
  await page.locator('[data-report-id]').first().waitFor({ state: 'visible', timeout: 30_000 });
  await expect.poll(() => page.locator('[data-block-state="loading"]').count(), { timeout: 30_000 }).toBe(0);
}
