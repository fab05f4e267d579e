/**
 * An admin (admin@lektor.dk, ADMIN with PREMIUM): the Admin item in the user menu (keyboard), the admin area
 * (manuscripts with a status filter, a manuscript with its report under the admin route, authors with search,
 * an author with a granted subscription, history and manuscripts, new users, the similar-books library) and
 * report 10 of a manuscript, which only admins see; a book added to the library by upload and removed again;
 * 'Udgående post', whose link completes a sign-up without a mail server.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { danishNovel } from '../support/danish-novel.ts';
import { openAuthorization, postForm } from '../support/oidc-login.ts';
import { appFixture } from './support/app-fixture.ts';
import { expectAccessible, heading, pathOf, reportSettled, visit } from './support/app-walk.ts';
import { danishManuscript } from './support/danish-text.ts';
import { analysisDone, uploadText } from './support/uploads.ts';

const { server, browser } = appFixture({ signIn: ['admin@lektor.dk'], ownProduct: true });
let errorsBefore = 0;
let manuscriptId = '';
const title = 'Havnen om natten';

beforeAll(() => {
  errorsBefore = browser.errors.length;
});

describe('admin', () => {
  it('reaches the admin area from the user menu with the keyboard', async () => {
    const { page } = browser;
    await page.waitForURL(`${server.url}/overview`);
    await page.getByRole('button', { name: 'Brugermenu for Anne Admin' }).focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect((await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim())).toEqual([
      'Profil',
      'Admin',
      'Redaktion',
      'Logout',
    ]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/admin/manuscripts`);
    await expect.poll(() => heading(page)).toBe('Admin');
    await expect.poll(() => page.getByText('Ingen manuskripter.').count()).toBe(1);
  });

  it('uploads a manuscript and finds it, filtered by status, in the admin list', async () => {
    const { page } = browser;
    await visit(page, server.url, '/overview');
    await uploadText(page, server.url, {
      title,
      fileName: 'havnen.txt',
      text: danishManuscript(30, 11).text,
      genre: 'Krimi',
    });

    await visit(page, server.url, '/admin/manuscripts');
    const row = await analysisDone(page, title, 90_000);
    manuscriptId = (await row.getAttribute('data-manuscript-id')) ?? '';
    expect(await row.textContent()).toContain('Anne Admin');
    await page.getByLabel('Status').selectOption('failed');
    await expect.poll(() => page.getByText('Ingen manuskripter.').count()).toBe(1);
    await page.getByLabel('Status').selectOption('done');
    await expect.poll(() => row.count()).toBe(1);
    await expectAccessible(page, 'admin-manuscripts');
  });

  it('opens the manuscript and its report under the admin route, including report 10', async () => {
    const { page } = browser;
    await page.locator('tr[data-manuscript-id]').getByRole('link', { name: title }).click();
    await page.waitForURL(`${server.url}/admin/manuscript/${manuscriptId}`);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: title }).count()).toBe(1);
    await expectAccessible(page, 'admin-manuscript');
    await page.getByRole('main').getByRole('link', { name: 'Læsbarhed' }).click();
    await page.waitForURL(`${server.url}/admin/manuscript/${manuscriptId}/analysis/8`);
    await reportSettled(page);
    expect(await page.locator('[data-report-id="8"]').count()).toBe(1);
    await expectAccessible(page, 'admin-manuscript-report');

    await visit(page, server.url, `/manuscripts/${manuscriptId}/analysis/10`);
    expect(pathOf(page)).toBe(`/manuscripts/${manuscriptId}/analysis/10`);
    await reportSettled(page);
    expect(await page.locator('[data-report-id="10"]').count()).toBe(1);
    await expectAccessible(page, 'admin-similar-books-report');
    // The table names title, author, year and form (no internal ids), and a title opens that book's view.
    const table = page.locator('[data-report-id="10"] table').first();
    for (const column of ['Titel', 'Forfatter', 'År', 'Form']) {
      expect(await table.getByRole('columnheader', { name: column, exact: true }).count()).toBe(1);
    }
    expect(await table.getByText(/lektor-/).count()).toBe(0);
    const first = table.locator('a[href^="/similarbook/"]').first();
    const book = (await first.textContent())!.trim();
    await first.click();
    await page.waitForURL(/\/similarbook\/[^/]+\/dashboard$/);
    await reportSettled(page);
    expect(await page.getByText(/Lignende bog:/).textContent()).toContain(book);
  });

  it('finds an author by search and grants a subscription; sees history and manuscripts', async () => {
    const { page } = browser;
    await visit(page, server.url, '/admin/authors');
    await page.locator('tr[data-author-id]').first().waitFor();
    await page.getByLabel('Søg efter navn eller e-mail').fill('nikolaj');
    await page.getByRole('button', { name: 'Søg' }).click();
    await expect.poll(() => page.locator('tr[data-author-id]').count()).toBe(1);
    await expectAccessible(page, 'admin-authors');
    await page.getByRole('link', { name: 'Nikolaj Ny', exact: true }).click();
    await page.waitForURL(/\/admin\/author\/\d+$/);
    const authorPath = pathOf(page);
    await expect.poll(() => page.getByText('Ingen abonnementer.').count()).toBe(1);
    await page.getByLabel('Abonnement', { exact: true }).selectOption('PREMIUM');
    await page.getByLabel('Måneder').fill('3');
    await page.getByRole('button', { name: 'Tildel abonnement' }).click();
    await expect.poll(() => page.getByText('Abonnementet er tildelt.').count()).toBe(1);
    const subscription = page.locator('tr[data-subscription-status="ACTIVE"]');
    expect(await subscription.textContent()).toContain('Premium (tildelt)');
    await expectAccessible(page, 'admin-author');

    await page.getByRole('link', { name: 'Se historik' }).click();
    await page.waitForURL(`${server.url}${authorPath}/history`);
    await expect.poll(() => page.locator('tr[data-history-type="SUBSCRIPTION_GRANTED"]').count()).toBe(1);
    await expectAccessible(page, 'admin-author-history');
    await page.getByRole('link', { name: 'Tilbage til forfatteren' }).click();
    await page.getByRole('link', { name: '0 manuskripter' }).click();
    await page.waitForURL(/\/admin\/authors\/manuscripts\/\d+$/);
    await expect.poll(() => page.getByText('Forfatteren har ingen manuskripter.').count()).toBe(1);
    await expectAccessible(page, 'admin-author-manuscripts');
  });

  it('lists new users and the similar-books library, which opens the similar-book view', async () => {
    const { page } = browser;
    await visit(page, server.url, '/admin/newusers');
    await expect.poll(() => page.locator('tr[data-author-id]').count()).toBe(4);
    await page.getByLabel('Periode').selectOption('30d');
    await expect.poll(() => page.locator('tr[data-author-id]').count()).toBe(4);
    await expectAccessible(page, 'admin-new-users');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Lignende bøger' }).click();
    await page.waitForURL(`${server.url}/admin/similarbooks`);
    const book = page.locator('tr[data-isbn]').first();
    await book.waitFor();
    const isbn = await book.getAttribute('data-isbn');
    await expectAccessible(page, 'admin-similar-books');
    await book.getByRole('link').click();
    await page.waitForURL(`${server.url}/similarbook/${isbn}/dashboard`);
    await reportSettled(page);
    expect(browser.errors.slice(errorsBefore)).toEqual([]);
  });

  it('adds a book to the library by uploading its file, then removes it after a confirmation', async () => {
    const { page } = browser;
    await visit(page, server.url, '/admin/similarbooks');
    await page.locator('tr[data-isbn]').first().waitFor();
    const form = page.getByRole('form', { name: 'Tilføj en bog' });
    await form.getByLabel('Titel').fill('Fyrbøderens datter');
    await form.getByLabel('Forfatter').fill('Lektør-holdet');
    await form.getByLabel('Genre').selectOption({ label: 'Samtidsroman' });
    await form.getByLabel('Målgruppe').selectOption({ label: 'Voksne' });
    await form.getByLabel('ISBN (valgfrit)').fill('9788700000026');
    const text = Buffer.from(danishNovel(2_000, 3).text, 'utf8');
    await form
      .getByLabel('Fil')
      .setInputFiles({ name: 'fyrboederens-datter.txt', mimeType: 'text/plain', buffer: text });
    await form.getByRole('button', { name: 'Tilføj bog' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent(), { timeout: 60_000 })
      .toBe('Fyrbøderens datter er analyseret og lagt i biblioteket.');
    const row = page.locator('tr[data-isbn="9788700000026"]');
    await row.waitFor();
    await expectAccessible(page, 'admin-similar-books-added');

    await row.getByRole('button', { name: 'Fjern Fyrbøderens datter' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Fjern bogen?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Ja, fjern' }).click();
    await expect.poll(() => row.count()).toBe(0);
    expect(browser.errors.slice(errorsBefore)).toEqual([]);
  });

  it("'Udgående post' lists a sign-up's mail; its link completes the sign-up without a mail server", async () => {
    const { page } = browser;
    const email = 'halfdan.rasmussen@eksempel.dk';
    const form = await openAuthorization(server.url, { signup: '1' });
    const action = /<form method="post" action="([^"]+)"/.exec(form.html)?.[1] ?? '';
    const answer = await postForm(form, action, {
      name: 'Halfdan Rasmussen',
      email,
      password: 'Ingenting9Lyser',
      terms: 'yes',
    });
    expect(answer.status).toBe(201);

    await visit(page, server.url, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Udgående post' }).click();
    await page.waitForURL(`${server.url}/admin/outbox`);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Bekræft din e-mail til Lektør');
    await expectAccessible(page, 'admin-outbox');
    const link = row.getByRole('link');
    expect(await link.getAttribute('href')).toMatch(/\/oidc-account\/verify\?token=/);
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'E-mail bekræftet' }).waitFor();
    expect(browser.errors.slice(errorsBefore)).toEqual([]);
  });
});
