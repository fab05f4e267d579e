/**
 * Sign-up at the built-in identity provider over HTTP, as a browser does it: 'Opret bruger' (signup=1) opens the
 * sign-up form; the account stays unverified until the mailed link (read from the admin's outbox) is followed;
 * then the login works and the author has the complimentary uploads. An existing e-mail answers as a new one (its
 * owner is told by mail). Bad input (a weak password, no terms, a tampered or expired link, a spent reset link) gets a Danish answer and changes nothing.
 * 'Glemt adgangskode?' mails a one-time reset link. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountLinks } from '../../server/auth/account-links.ts';
import { users } from '../../server/db/schema.ts';
import { DEMO_PASSWORD } from '../../server/db/seed-accounts.ts';
import { loginWithPassword, type OpenPage, openAuthorization, postForm } from '../support/oidc-login.ts';
import { backends, startTestServer, type TestServer } from '../support/test-server.ts';

const PASSWORD = 'Skrivebord42';
const actionOf = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
const hrefOf = (html: string, text: string) => new RegExp(`<a href="([^"]+)">${text}</a>`).exec(html)?.[1] ?? '';
/** The HTML text with the entities the pages escape (quotes) turned back. */
const textOf = (html: string) => html.replace(/&#(\d+);/g, (_m, code) => String.fromCharCode(Number(code)));

describe.each(backends())('sign-up (%s)', (backend) => {
  let t: TestServer;
  let url: string;
  beforeAll(async () => {
    t = await startTestServer({ listen: true, backend });
    url = t.config.publicUrl;
  }, 120_000);
  afterAll(async () => t?.close());

  const db = () => t.server.database.db;
  const rowsOf = (email: string) => db().select().from(users).where(eq(users.email, email));

  /** The newest link of this kind mailed to the address, from the admin's outbox. */
  const mailedLink = async (email: string, kind: 'verify' | 'reset') => {
    const response = await t.server.app.inject({ url: '/api/admin/outbox', headers: await t.headers('admin') });
    expect(response.statusCode).toBe(200);
    const items = (response.json() as { items: { recipient: string; body: string }[] }).items;
    const mail = items.find((m) => m.recipient === email && m.body.includes(`/oidc-account/${kind}?`));
    return mail ? new RegExp(`(http\\S+/oidc-account/${kind}\\?token=\\S+)`).exec(mail.body)?.[1] : undefined;
  };

  const signUpForm = async (): Promise<OpenPage> => {
    const page = await openAuthorization(url, { signup: '1' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Opret bruger</h1>');
    return page;
  };
  const signUp = async (fields: Record<string, string>) => {
    const page = await signUpForm();
    const response = await postForm(page, actionOf(page.html), fields);
    return { status: response.status, html: textOf(await response.text()) };
  };

  test('sign up → mailed link → verified → login works, with the complimentary uploads', async () => {
    const email = `ny-${backend}@eksempel.dk`;
    const answer = await signUp({ name: 'Karen Blixen', email: email.toUpperCase(), password: PASSWORD, terms: 'yes' });
    expect(answer.status).toBe(201);
    expect(answer.html).toContain(`Vi har sendt en mail til ${email}`);
    expect(answer.html).toMatch(/<a href="\/oidc\/interaction\/[^"]+\/login">Til log ind<\/a>/);
    const [row] = await rowsOf(email);
    expect(row).toMatchObject({ name: 'Karen Blixen', emailVerified: false });
    expect(row!.complimentaryUploads).toBe(t.config.signupComplimentaryUploads);
    expect(row!.passwordHash).toMatch(/^scrypt\$/);

    // Before the link is followed the login is refused in Danish.
    await expect(loginWithPassword(url, email, PASSWORD)).rejects.toThrow(/status 403/);
    const loginPage = await openAuthorization(url);
    const refused = await postForm(loginPage, actionOf(loginPage.html), { email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Din e-mail er ikke bekræftet endnu');

    const link = await mailedLink(email, 'verify');
    expect(link).toBeTruthy();
    const verified = await fetch(link!);
    expect(verified.status).toBe(200);
    expect(await verified.text()).toContain('Din e-mail er bekræftet');

    const login = await loginWithPassword(url, email, PASSWORD);
    const status = await fetch(`${url}/api/author/status`, {
      headers: { authorization: `Bearer ${login.accessToken}` },
    });
    expect(status.status).toBe(200);
    const [after] = await rowsOf(email);
    expect(after!.emailVerified).toBe(true);
    expect(after!.complimentaryUploads).toBe(1);
  }, 60_000);

  test('the login form links to sign-up and to Glemt adgangskode?', async () => {
    const page = await openAuthorization(url);
    expect(page.html).toContain('<h1>Log ind</h1>');
    const signUpPage = await page.go(hrefOf(page.html, 'Opret bruger'));
    expect(await signUpPage.text()).toContain('<h1>Opret bruger</h1>');
    const forgot = await page.go(hrefOf(page.html, 'Glemt adgangskode\\?'));
    expect(await forgot.text()).toContain('<h1>Glemt adgangskode</h1>');
    // From the sign-up form opened by 'Opret bruger' (signup=1) back to the login form, not round to sign-up.
    const signUpFirst = await openAuthorization(url, { signup: '1' });
    const back = await signUpFirst.go(hrefOf(signUpFirst.html, 'Har du allerede en bruger\\? Log ind'));
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('<h1>Log ind</h1>');
    expect((await fetch(`${url}/oidc/interaction/findes-ikke/login`)).status).toBe(400);
  }, 30_000);

  test('an existing e-mail (in any case) answers as a new one; the mail tells its owner; no second account', async () => {
    // The same page for a new and a known e-mail, so the form tells nobody who has an account (issue 32).
    const fresh = await signUp({ name: 'Ny', email: `anden-${backend}@eksempel.dk`, password: PASSWORD, terms: 'yes' });
    const answer = await signUp({ name: 'Ny', email: 'Forfatter@Lektor.dk', password: PASSWORD, terms: 'yes' });
    expect(answer.status).toBe(fresh.status);
    expect(answer.status).toBe(201);
    const sameShape = (html: string, email: string) =>
      html.replace(email, 'EMAIL').replace(/\/oidc\/interaction\/[^/"]+/g, 'INTERACTION');
    expect(sameShape(answer.html, 'forfatter@lektor.dk')).toBe(sameShape(fresh.html, `anden-${backend}@eksempel.dk`));
    const outbox = await t.server.app.inject({ url: '/api/admin/outbox', headers: await t.headers('admin') });
    const mails = (outbox.json() as { items: { recipient: string; subject: string; body: string }[] }).items;
    const told = mails.find((m) => m.recipient === 'forfatter@lektor.dk' && m.body.includes('allerede en bruger'));
    expect(told?.subject).toBe('Du har allerede en bruger hos Lektør');
    expect(told?.body).not.toContain('/oidc-account/verify?');
    const [{ count }] = (await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = 'forfatter@lektor.dk'`)) as [{ count: number }];
    expect(count).toBe(1);
    // The existing account keeps its password.
    expect((await loginWithPassword(url, 'forfatter@lektor.dk', DEMO_PASSWORD)).accessToken).toBeTruthy();
  }, 30_000);

  test.each([
    ['too short', 'kort1', 'Adgangskoden er for svag'],
    ['no digit', 'langadgangskode', 'Adgangskoden er for svag'],
    ['no letter', '12345678901', 'Adgangskoden er for svag'],
    ['the e-mail in it', '2024-svagbruger-BACKEND', 'må ikke indeholde din e-mailadresse'],
  ])(
    'a weak password (%s) is refused in Danish; no account',
    async (_case, password, message) => {
      const email = `svagbruger-${backend}@eksempel.dk`;
      const answer = await signUp({
        name: 'Svag',
        email,
        password: password.replace('BACKEND', backend),
        terms: 'yes',
      });
      expect(answer.status).toBe(400);
      expect(answer.html).toContain(message);
      expect(answer.html).toContain(`value="${email}"`);
      expect(await rowsOf(email)).toHaveLength(0);
    },
    30_000,
  );

  test('without the terms accepted, or without a valid e-mail, nothing is created', async () => {
    const email = `vilkaar-${backend}@eksempel.dk`;
    const noTerms = await signUp({ name: 'Uden', email, password: PASSWORD });
    expect(noTerms.status).toBe(400);
    expect(noTerms.html).toContain('Du skal acceptere vilkårene');
    const badEmail = await signUp({ name: 'Uden', email: 'ikke-en-mail', password: PASSWORD, terms: 'yes' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.html).toContain('Skriv en gyldig e-mailadresse');
    expect(await rowsOf(email)).toHaveLength(0);
  }, 30_000);

  test('a sign-up outside an open login interaction is refused', async () => {
    const response = await fetch(`${url}/oidc/interaction/findes-ikke/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'X', email: `x-${backend}@eksempel.dk`, password: PASSWORD, terms: 'yes' }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Login-sessionen er udløbet');
    expect(await rowsOf(`x-${backend}@eksempel.dk`)).toHaveLength(0);
  }, 30_000);

  test('a tampered or expired verification link is refused in Danish and verifies nothing', async () => {
    const email = `manipuleret-${backend}@eksempel.dk`;
    expect((await signUp({ name: 'Manipuleret', email, password: PASSWORD, terms: 'yes' })).status).toBe(201);
    const link = new URL((await mailedLink(email, 'verify'))!);
    const token = link.searchParams.get('token')!;
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { subject: string };
    const forged = Buffer.from(JSON.stringify({ ...claims, subject: 'demo-admin' })).toString('base64url');
    for (const bad of [`${forged}.${signature}`, `${payload}.${signature!.slice(0, -2)}AA`, 'abc', '']) {
      const response = await fetch(`${url}/oidc-account/verify?token=${encodeURIComponent(bad)}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Linket er ugyldigt');
    }
    const expired = accountLinks(t.server.identitySecrets!.cookieKeys[0]!).sign(
      'verify',
      claims.subject,
      '',
      Date.now() - 49 * 60 * 60 * 1000,
    );
    const response = await fetch(`${url}/oidc-account/verify?token=${expired}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Linket er udløbet');
    // A reset link is no verification link either.
    const wrongKind = accountLinks(t.server.identitySecrets!.cookieKeys[0]!).sign('reset', claims.subject, '');
    expect((await fetch(`${url}/oidc-account/verify?token=${wrongKind}`)).status).toBe(400);
    expect((await rowsOf(email))[0]!.emailVerified).toBe(false);
  }, 30_000);

  test('Glemt adgangskode?: a one-time reset link; a weak new password is refused; the old one stops working', async () => {
    const email = 'ny@lektor.dk';
    const page = await openAuthorization(url);
    const forgot = await page.go(hrefOf(page.html, 'Glemt adgangskode\\?'));
    const forgotHtml = await forgot.text();
    const unknown = await postForm(page, actionOf(forgotHtml), { email: `findes-ikke-${backend}@eksempel.dk` });
    const known = await postForm(page, actionOf(forgotHtml), { email: 'NY@lektor.dk' });
    // The same answer for an unknown e-mail: the form tells nobody who has an account.
    expect(textOf(await unknown.text())).toContain('Hvis der findes en bruger med e-mailen findes-ikke');
    expect(textOf(await known.text())).toContain('Hvis der findes en bruger med e-mailen ny@lektor.dk');
    expect(await mailedLink(`findes-ikke-${backend}@eksempel.dk`, 'reset')).toBeUndefined();
    const link = await mailedLink(email, 'reset');
    expect(link).toBeTruthy();

    const form = await fetch(link!);
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    const token = /name="token" value="([^"]+)"/.exec(formHtml)![1]!;
    const post = (password: string, withToken = token) =>
      fetch(`${url}${actionOf(formHtml)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: withToken, password }),
      });
    const weak = await post('svag');
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('Adgangskoden er for svag');
    const tampered = await post('NyAdgangskode77', `${token}x`);
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('Linket er ugyldigt');
    // Nothing changed yet.
    expect((await loginWithPassword(url, email, DEMO_PASSWORD)).accessToken).toBeTruthy();

    const done = await post('NyAdgangskode77');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Din adgangskode er ændret');
    await expect(loginWithPassword(url, email, DEMO_PASSWORD)).rejects.toThrow(/status 401/);
    expect((await loginWithPassword(url, email, 'NyAdgangskode77')).accessToken).toBeTruthy();

    const again = await post('EndnuEnAnden88');
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Linket er allerede brugt');
    expect((await fetch(link!)).status).toBe(400);
  }, 60_000);

  test('the login limits apply to a signed-up account', async () => {
    const email = `laast-${backend}@eksempel.dk`;
    expect((await signUp({ name: 'Låst', email, password: PASSWORD, terms: 'yes' })).status).toBe(201);
    expect((await fetch((await mailedLink(email, 'verify'))!)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      await expect(loginWithPassword(url, email, `Forkert${i}xxxx`)).rejects.toThrow(/status 401/);
    }
    await expect(loginWithPassword(url, email, PASSWORD)).rejects.toThrow(/status 429/);
  }, 60_000);

  test('the outbox is for admins only', async () => {
    const response = await t.server.app.inject({ url: '/api/admin/outbox', headers: await t.headers('author') });
    expect(response.statusCode).toBe(403);
  });
});
