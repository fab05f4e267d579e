/**
 * A new author in the browser: 'Opret bruger' in the top menu opens the provider's Danish sign-up form (not the
 * login form); a weak password is refused there; the sign-up sends a verification link (read from the admin's
 * outbox); the link verifies the e-mail and its 'Log ind' leads through the login form back into the app, signed
 * in. axe on every provider page.
 */
import { describe, expect, it } from 'vitest';
import { loginWithPassword } from '../support/oidc-login.ts';
import { appFixture } from './support/app-fixture.ts';
import { expectAccessible, heading, visit } from './support/app-walk.ts';

const { server, browser, account } = appFixture();

/** The newest verification link mailed to the address, read from the outbox with an admin's token. */
async function verificationLink(email: string): Promise<string | undefined> {
  const admin = await loginWithPassword(server.url, account('admin@lektor.dk'), 'lektor-demo');
  const response = await fetch(`${server.url}/api/admin/outbox`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
  });
  const { items } = (await response.json()) as { items: { recipient: string; body: string }[] };
  const mail = items.find((m) => m.recipient === email);
  return mail ? /(http\S+\/oidc-account\/verify\?token=\S+)/.exec(mail.body)?.[1] : undefined;
}

describe('sign-up', () => {
  it("'Opret bruger' opens the sign-up form; the verified author signs in", async () => {
    const { page } = browser;
    const email = 'tove.ditlevsen@eksempel.dk';
    await visit(page, server.url, '/pricing');
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Opret bruger' }).click();
    await page.getByRole('heading', { level: 1, name: 'Opret bruger' }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'signup-form');

    await page.getByLabel('Navn').fill('Tove Ditlevsen');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Adgangskode').fill('kort');
    await page.getByLabel(/Jeg accepterer/).check();
    // The browser's own minlength check would stop the form: the server's answer is what is tested here.
    await page.locator('form').evaluate((form) => form.setAttribute('novalidate', ''));
    await page.getByRole('button', { name: 'Opret bruger' }).click();
    await page.getByRole('alert').filter({ hasText: 'Adgangskoden er for svag' }).waitFor();
    await expectAccessible(page, 'signup-weak-password');

    await page.getByLabel('Adgangskode').fill('Barndommens9gade');
    await page.getByLabel(/Jeg accepterer/).check();
    await page.getByRole('button', { name: 'Opret bruger' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tjek din e-mail' }).waitFor();
    await expectAccessible(page, 'signup-check-mail');

    const link = await verificationLink(email);
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByRole('heading', { level: 1, name: 'E-mail bekræftet' }).waitFor();
    await expectAccessible(page, 'signup-verified');
    await page.getByRole('link', { name: 'Log ind' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log ind' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Adgangskode').fill('Barndommens9gade');
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.getByRole('button', { name: 'Brugermenu for Tove Ditlevsen' }).waitFor({ timeout: 30_000 });
    expect(await heading(page)).not.toBe('Log ind');
  });
});
