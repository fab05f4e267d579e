/**
 * Buying a subscription in the browser with the built-in test checkout (ny@lektor.dk, no subscription): the
 * pricing page's button leads to the Danish test payment page; 'Annullér' returns to /payment, which says nothing
 * was paid and changes nothing; 'Gennemfør testbetaling' returns to /payment, which thanks the author; the subscription is active (the
 * home page is now the overview), and the profile shows when it renews and the invoice with moms, as a PDF.
 * The sign-up form's 'vilkårene' opens the terms. axe on every page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appFixture } from './support/app-fixture.ts';
import { expectAccessible, topMenu, visit } from './support/app-walk.ts';

const { server, browser } = appFixture({ signIn: ['ny@lektor.dk'] });
let errorsBefore = 0;

beforeAll(() => {
  errorsBefore = browser.errors.length;
});

describe('buying a subscription', () => {
  it('gives up on the test payment page: /payment says nothing was paid, and nothing changed', async () => {
    const { page } = browser;
    await visit(page, server.url, '/pricing');
    await page.getByRole('button', { name: 'Køb Standard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Testbetaling' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/test-checkout\/lk_[0-9a-f]{32}$/);
    expect(await page.getByText('149,00 kr. pr. måned inkl. moms').count()).toBe(1);
    await expectAccessible(page, 'test-checkout');
    await page.getByRole('link', { name: 'Annullér og gå tilbage til Lektør' }).click();
    await page.getByRole('heading', { level: 1, name: 'Betalingen blev ikke gennemført' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain('dit abonnement er ikke ændret');
    await expectAccessible(page, 'payment-not-completed');
    await page.getByRole('link', { name: 'Til priserne' }).click();
    await page.waitForURL(`${server.url}/pricing`);
    expect(await topMenu(page)).toContain('Prøverapport');
    await expect.poll(() => page.getByRole('button', { name: 'Køb Standard' }).count()).toBe(1);
  });

  it('pays on the test payment page: thanked, then home with the subscription active', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Køb Premium' }).click();
    await page.getByRole('heading', { level: 1, name: 'Testbetaling' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Gennemfør testbetaling' }).click();
    // /payment records the return, loads the status again and thanks the author; from there to the overview.
    await page.getByRole('heading', { level: 1, name: 'Tak for din betaling' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('status').textContent()).toBe(
      'Dit Premium-abonnement er betalt og gælder fra i dag. Du har nu 50 uploads tilbage.',
    );
    await expectAccessible(page, 'payment-thank-you');
    await page.getByRole('link', { name: 'Til overblikket' }).click();
    await page.waitForURL(`${server.url}/overview`);
    await expect.poll(() => topMenu(page)).not.toContain('Prøverapport');
    await expect.poll(() => page.getByText('Uploads tilbage: 50').count()).toBe(1);
  });

  it('the profile shows when the subscription renews, and the invoice with moms as a PDF', async () => {
    const { page } = browser;
    await visit(page, server.url, '/userprofile');
    await page.getByRole('tab', { name: 'Abonnementer' }).click();
    const row = page.locator('tr[data-subscription-status="ACTIVE"]');
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Premium.*Aktivt.*Fornyes \d/);
    expect(await page.getByText(/Dit Premium-abonnement fornyes \d{1,2}\. \p{L}+\.? \d{4}, og dine/u).count()).toBe(1);

    await page.getByRole('tab', { name: 'Fakturaer' }).click();
    const invoice = page.getByRole('row').filter({ hasText: 'Lektør Premium' });
    await invoice.waitFor();
    expect(await invoice.textContent()).toContain('299,00');
    expect(await invoice.textContent()).toContain('59,80');
    await expectAccessible(page, 'bought-invoices');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoice.getByRole('button', { name: /Hent faktura LEK-\d{4}-\d{6} som PDF/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^faktura-LEK-\d{4}-\d{6}\.pdf$/);
    expect(browser.errors.slice(errorsBefore)).toEqual([]);
  });

  it("the terms page the sign-up form's 'vilkårene' links to is there", async () => {
    const { page } = browser;
    await visit(page, server.url, '/terms');
    await page.getByRole('heading', { level: 1, name: 'Vilkår for brug af Lektør' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Hvem kan læse dine manuskripter' }).count()).toBe(1);
    await expectAccessible(page, 'terms');
  });
});
