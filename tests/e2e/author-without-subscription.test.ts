/**
 * An author without a subscription (ny@lektor.dk, no uploads left): home goes to pricing, the top menu keeps
 * 'Prøverapport', manuscripts and the admin area send back, the overview and its upload dialog say no uploads
 * are left, the profile stores a setting; the user menu by keyboard (no Admin), and logout.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appFixture } from './support/app-fixture.ts';
import { expectAccessible, heading, pathOf, topMenu, visit } from './support/app-walk.ts';

const { server, browser } = appFixture({ signIn: ['ny@lektor.dk'] });
let errorsBefore = 0;

beforeAll(() => {
  errorsBefore = browser.errors.length;
});

describe('author without a subscription', () => {
  it('lands on pricing after sign-in, with Prøverapport and the user menu', async () => {
    const { page } = browser;
    await page.waitForURL(`${server.url}/pricing`);
    expect(await topMenu(page)).toEqual(['Oversigt', 'Priser', 'FAQ', 'Kontakt', 'Prøverapport']);
    expect(await page.getByRole('button', { name: 'Brugermenu for Nikolaj Ny' }).count()).toBe(1);
    await expectAccessible(page, 'no-subscription-pricing');
  });

  it('is sent from a manuscript and from the admin area back home (and on to pricing)', async () => {
    const { page } = browser;
    for (const path of ['/manuscripts/1/dashboard', '/manuscripts/1/analysis/8', '/admin', '/admin/authors']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}/pricing`);
    }
  });

  it('sees the guide by default and is told in the upload dialog that no uploads are left', async () => {
    const { page } = browser;
    await visit(page, server.url, '/overview');
    // The guide's texts come from the content store (pages.json): wait for them.
    await page.getByRole('heading', { name: 'Sådan kommer du i gang' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Sådan kommer du i gang' }).count()).toBe(1);
    expect(await page.getByText('Uploads tilbage: 0').count()).toBe(1);
    await expectAccessible(page, 'no-subscription-guide');
    await page.getByRole('button', { name: 'Upload manuskript' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload manuskript' });
    await dialog.waitFor();
    expect(await dialog.getByRole('alert').textContent()).toMatch(/ikke flere uploads tilbage/);
    expect(await dialog.getByLabel('Fil').count()).toBe(0);
    await expectAccessible(page, 'no-subscription-upload-dialog');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'Upload manuskript' }).click();
    await dialog.getByRole('button', { name: 'Luk' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('sees an empty manuscripts list', async () => {
    const { page } = browser;
    await page.getByRole('navigation', { name: 'Oversigt' }).getByRole('link', { name: 'Manuskripter' }).click();
    await page.waitForURL(`${server.url}/overview/manuscripts`);
    await expect.poll(() => page.getByText('Du har ikke uploadet nogen manuskripter endnu.').count()).toBe(1);
    await expectAccessible(page, 'no-subscription-manuscripts');
  });

  it("opens the profile with the keyboard and stores 'Analyseret' as a setting", async () => {
    const { page } = browser;
    const menuButton = page.getByRole('button', { name: 'Brugermenu for Nikolaj Ny' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect((await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim())).toEqual(['Profil', 'Logout']);
    await expectAccessible(page, 'no-subscription-user-menu');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/userprofile`);
    // The address changes before the new page renders: wait for its heading, not for the old one to go.
    await expect.poll(() => heading(page)).toBe('Profil');

    const analysed = page.getByRole('radio', { name: /^Analyseret/ });
    await page.locator('label.radio', { hasText: 'Analyseret' }).click();
    await expect.poll(() => analysed.isChecked()).toBe(true);
    await page.reload();
    await page.getByRole('radio', { name: /^Analyseret/ }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: /^Analyseret/ }).isChecked()).toBe(true);
    await expectAccessible(page, 'no-subscription-profile');

    await page.getByRole('tab', { name: 'Abonnementer' }).click();
    await expect.poll(() => page.getByText('Du har ikke haft et abonnement endnu.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Opsig abonnement' }).count()).toBe(0);
    await expectAccessible(page, 'no-subscription-subscriptions');
  });

  it('opens the trial report from the top menu', async () => {
    const { page } = browser;
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Prøverapport' }).click();
    await page.waitForURL(`${server.url}/trial`);
    await page.locator('[data-report-id="0"]').waitFor();
  });

  it('logs out from the user menu and is signed out at the origin', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Brugermenu for Nikolaj Ny' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // the built-in identity provider ends its session without asking (the app's own logout), back to the origin
    await page.waitForURL(`${server.url}/pricing`, { timeout: 30_000 });
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Login' }).waitFor();
    expect(pathOf(page)).toBe('/pricing');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('oidc.user')))).toEqual([]);
    expect(browser.errors.slice(errorsBefore)).toEqual([]);
  });
});
