/**
 * Mail by configuration: with SMTP configured every mail goes to the SMTP server (here a tiny one started by the
 * test, tests/support/smtp-server.ts) and none to the outbox; a sign-up's verification link arrives there and
 * works. Without SMTP the outbox takes them (tests/integration/signup.test.ts). A refused mail is an error.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountLinks } from '../../server/auth/account-links.ts';
import { MAIL_FAILED, MAIL_FAILED_AFTER_SIGNUP, selfService } from '../../server/auth/self-service.ts';
import { outbox, users } from '../../server/db/schema.ts';
import { configuredMailer, smtpMailer } from '../../server/mail/smtp.ts';
import { openAuthorization, postForm } from '../support/oidc-login.ts';
import { decodedText, type SmtpTestServer, startSmtpServer } from '../support/smtp-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const actionOf = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';

describe('mail through SMTP', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());

  test('a Danish mail arrives whole: sender, recipient, subject and text with its link', async () => {
    const mailer = smtpMailer(`smtp://lektor:hemmelig@127.0.0.1:${smtp.port}`, 'Lektør <noreply@lektor.dk>');
    const link = `http://127.0.0.1:8080/oidc-account/verify?token=${'a'.repeat(120)}.b`;
    await mailer.send({
      to: 'ny@eksempel.dk',
      subject: 'Bekræft din e-mail til Lektør',
      text: `Hej Søren\n\n${link}\n`,
    });
    mailer.close();
    const mail = smtp.mails.at(-1)!;
    expect(mail.from).toBe('noreply@lektor.dk');
    expect(mail.to).toEqual(['ny@eksempel.dk']);
    expect(mail.auth).toEqual({ user: 'lektor', password: 'hemmelig' });
    expect(mail.data).toMatch(/^Subject: =\?UTF-8\?Q\?Bekr=C3=A6ft_din_e-mail_til_Lekt=C3=B8r\?=\r$/m);
    expect(mail.data).toMatch(/^From: =\?UTF-8\?Q\?Lekt=C3=B8r\?= <noreply@lektor\.dk>\r$/m);
    const text = decodedText(mail.data.slice(mail.data.indexOf('\r\n\r\n')));
    expect(text).toContain('Hej Søren');
    expect(text).toContain(link);
  });

  test('a server that cannot be reached is an error for the caller', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const mailer = smtpMailer(closed.url, 'noreply@lektor.dk');
    await expect(mailer.send({ to: 'a@b.dk', subject: 'x', text: 'y' })).rejects.toThrow();
    mailer.close();
  });

  test('a mail the server cannot send is said in Danish: the sign-up stays, a reset link is asked for again', async () => {
    const t = await startTestServer();
    try {
      const closed = await startSmtpServer();
      await closed.close();
      const mailer = smtpMailer(closed.url, 'noreply@lektor.dk');
      const service = selfService({
        db: t.server.database.db,
        publicUrl: t.config.publicUrl,
        links: accountLinks(t.server.identitySecrets!.cookieKeys[0]!),
        mailer,
        complimentaryUploads: 1,
      });
      const email = 'uden-post@eksempel.dk';
      expect(await service.signUp({ name: 'Ib', email, password: 'Skrivebord42', terms: true })).toEqual({
        ok: false,
        status: 502,
        message: MAIL_FAILED_AFTER_SIGNUP,
      });
      expect(await service.requestReset(email)).toEqual({ ok: false, status: 502, message: MAIL_FAILED });
      mailer.close();
    } finally {
      await t.close();
    }
  }, 60_000);

  describe('a server configured with SMTP', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer({
        listen: true,
        config: { mail: { smtpUrl: smtp.url, from: 'Lektør <noreply@lektor.dk>' } },
      });
    }, 120_000);
    afterAll(async () => t?.close());

    test('chooses SMTP; without SMTP_URL the outbox', () => {
      expect(t.server.mailer.kind).toBe('smtp');
      expect(configuredMailer({ smtpUrl: undefined, from: 'x@y.dk' }, t.server.database.db).kind).toBe('outbox');
    });

    test("a sign-up's verification mail goes to the SMTP server, not the outbox, and its link works", async () => {
      const email = 'smtp-ny@eksempel.dk';
      const page = await openAuthorization(t.config.publicUrl, { signup: '1' });
      expect(page.html).toContain('<a href="/terms" target="_blank" rel="noopener">vilkårene</a>');
      const answer = await postForm(page, actionOf(page.html), {
        name: 'Tove Ditlevsen',
        email,
        password: 'Skrivebord42',
        terms: 'yes',
      });
      expect(answer.status).toBe(201);
      const mail = smtp.mails.find((m) => m.to.includes(email));
      expect(mail).toBeDefined();
      expect(await t.server.database.db.select().from(outbox).where(eq(outbox.recipient, email))).toEqual([]);
      const link = /(http\S+\/oidc-account\/verify\?token=\S+)/.exec(decodedText(mail!.data))?.[1];
      expect(link).toBeTruthy();
      const verified = await fetch(link!);
      expect(verified.status).toBe(200);
      const [row] = await t.server.database.db.select().from(users).where(eq(users.email, email));
      expect(row!.emailVerified).toBe(true);
    }, 60_000);
  });
});
