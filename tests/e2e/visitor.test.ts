/**
 * A visitor (signed out): home goes to pricing, the open pages (pricing, FAQ, contact, trial report, not found),
 * the top menu with 'Opret bruger', 'Login' and 'Prøverapport', the payment return, login-only routes sent to
 * sign in; axe on every screen; the keyboard through the skip link, the menu and the FAQ.
 */
import { describe, expect, it } from 'vitest';
import { appFixture } from './support/app-fixture.ts';
import { expectAccessible, heading, pathOf, reportSettled, topMenu, visit } from './support/app-walk.ts';

const { server, browser } = appFixture();

describe('visitor', () => {
  it('is sent from / to the pricing page, with the signed-out top menu', async () => {
    const { page } = browser;
    await visit(page, server.url, '/');
    expect(pathOf(page)).toBe('/pricing');
    await expect.poll(() => heading(page)).toBe('Priser');
    expect(await topMenu(page)).toEqual(['Priser', 'FAQ', 'Kontakt', 'Prøverapport', 'Opret bruger', 'Login']);
    expect(await page.getByRole('button', { name: /Brugermenu/ }).count()).toBe(0);
    // the tiers come from the server, with prices in Danish kroner
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Standard' }).count()).toBe(1);
    expect(await page.locator('.pricing-tier').first().textContent()).toMatch(/149,00\s*kr\./);
    await expectAccessible(page, 'visitor-pricing');
  });

  it('reads the FAQ: a question opens its answer with the keyboard', async () => {
    const { page } = browser;
    await visit(page, server.url, '/faq');
    const question = page.getByRole('button', { name: 'Hvad er Lektør?' });
    await question.waitFor();
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByText(/analyserer dit manuskript på dansk/).isVisible()).toBe(true);
    await expectAccessible(page, 'visitor-faq');
  });

  it('finds the contact page from the top menu', async () => {
    const { page } = browser;
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Kontakt' }).click();
    await page.waitForURL(`${server.url}/contact`);
    await expect.poll(() => heading(page)).toBe('Kontakt');
    expect(await page.getByRole('link', { name: /@lektor\.dk/ }).getAttribute('href')).toMatch(/^mailto:/);
    await expectAccessible(page, 'visitor-contact');
  });

  it('opens the trial report: the dashboard, then Læsbarhed from the report navigation', async () => {
    const { page } = browser;
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Prøverapport' }).click();
    await page.waitForURL(`${server.url}/trial`);
    await reportSettled(page);
    await expect.poll(() => heading(page)).toBe('Overblik');
    expect(await page.locator('[data-report-id="0"]').count()).toBe(1);
    await expectAccessible(page, 'visitor-trial-dashboard');

    const nav = page.getByRole('navigation', { name: 'Rapporter' });
    await nav.getByRole('link', { name: 'Læsbarhed' }).click();
    await page.waitForURL(`${server.url}/trial?rapport=8`);
    await reportSettled(page);
    await expect.poll(() => heading(page)).toBe('Læsbarhed');
    expect(await nav.getByRole('link', { name: 'Læsbarhed' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Overblik' }).getAttribute('aria-current')).toBeNull();
    await expectAccessible(page, 'visitor-trial-readability');
  });

  it("reads an article of Læsbarhed's article block: illustration, title, date and body", async () => {
    const { page } = browser;
    const cards = page.locator('.lk-article-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    const first = cards.first();
    const headline = (await first.locator('h3').textContent()) ?? '';
    expect(await first.locator('p').textContent()).toMatch(/[.!?]["”»]?$/u);
    const link = (await first.getByRole('link').getAttribute('href')) ?? '';
    expect(link).toMatch(/^\/artikler\/\d+$/u);
    await page.goto(`${server.url}${link}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(headline);
    expect(await page.locator('article img').getAttribute('alt')).toMatch(/\S{3}/u);
    await expect
      .poll(() => page.locator('article img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.locator('article time').textContent()).toMatch(/^\d+\. [a-zæøå]+ 2026$/u);
    expect(await page.locator('article p').count()).toBeGreaterThan(3);
    await expectAccessible(page, 'visitor-article');
    await page.goBack();
  });

  it("switches the trial's genre to 'Analyseret' without an account", async () => {
    const { page } = browser;
    await visit(page, server.url, '/trial?rapport=3');
    await reportSettled(page);
    const analysed = page.getByRole('radio', { name: 'Analyseret' });
    const given = page.getByRole('radio', { name: 'Angivet' });
    expect(await given.getAttribute('aria-checked')).toBe('true');
    await analysed.click();
    await expect.poll(() => analysed.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expectAccessible(page, 'visitor-trial-genre');
  });

  it('is sent to sign in from a login-only route', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/overview`);
    await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
    expect(await page.getByLabel('E-mail').count()).toBe(1);
  });

  it('goes home from a payment return without an error (spec: /payment redirects home), and sees the not-found page', async () => {
    const { page } = browser;
    const errorsBefore = browser.errors.length;
    const returns: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (request.url().includes('/api/payment/return')) returns.push(request.url());
    };
    page.on('request', onRequest);
    await page.goto(`${server.url}/payment?clientReferenceId=cs_test_visitor`);
    await page.waitForURL(`${server.url}/pricing`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    page.off('request', onRequest);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(returns).toEqual([]);
    expect(browser.errors.slice(errorsBefore)).toEqual([]);
    await visit(page, server.url, '/ingen/side/her');
    await expect.poll(() => heading(page)).toBe('Siden findes ikke');
    await expectAccessible(page, 'visitor-not-found');
  });

  it('moves through the skip link and the top menu with the keyboard', async () => {
    const { page } = browser;
    await visit(page, server.url, '/contact');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Gå til indhold');
    const order: string[] = [];
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press('Tab');
      order.push((await page.evaluate(() => document.activeElement?.textContent?.trim())) ?? '');
    }
    expect(order).toEqual(['Lektør', 'Priser', 'FAQ', 'Kontakt', 'Prøverapport', 'Opret bruger', 'Login']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Prøverapport');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/trial`);
    expect(browser.errors.filter((e) => !e.includes('favicon'))).toEqual([]);
  });
});
