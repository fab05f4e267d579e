/**
 * What a visitor does for themself at the built-in identity provider: sign up (an unverified account and a
 * verification mail), verify the e-mail, ask for a password reset link and set a new password with it.
 * Every answer for a person is Danish; bad input changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import type { Mailer } from '../mail/outbox.ts';
import { type AccountLinks, fingerprintOf } from './account-links.ts';
import { passwordProblem } from './password-rule.ts';
import { hashPassword } from './passwords.ts';

export interface SignUpForm {
  name: string;
  email: string;
  password: string;
  terms: boolean;
}

/** A success, or a refusal with its Danish answer and HTTP status (400 unless said). */
export type Outcome = { ok: true; message: string } | { ok: false; message: string; status?: number };

/** The mail server refused or could not be reached: the account stays, the link can be asked for again. */
export const MAIL_FAILED_AFTER_SIGNUP =
  'Din bruger er oprettet, men vi kunne ikke sende mailen med linket lige nu. Brug "Glemt adgangskode?" om lidt for at få et nyt link; det bekræfter også din e-mail.';
export const MAIL_FAILED = 'Vi kunne ikke sende mailen lige nu. Prøv igen om et par minutter.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_NAME = 200;
const MAX_EMAIL = 254;

export const LINK_ERRORS = {
  invalid: 'Linket er ugyldigt. Kopiér hele linket fra mailen, eller bed om et nyt.',
  expired: 'Linket er udløbet. Bed om et nyt.',
} as const;

export interface SelfServiceOptions {
  db: Db;
  publicUrl: string;
  links: AccountLinks;
  mailer: Mailer;
  /** Complimentary uploads a new author gets at sign-up. */
  complimentaryUploads: number;
}

export function selfService({ db, publicUrl, links, mailer, complimentaryUploads }: SelfServiceOptions) {
  const byEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];
  const bySubject = async (subject: string) => (await db.select().from(users).where(eq(users.subject, subject)))[0];

  const sendVerification = async (user: { subject: string; email: string; name: string }) => {
    const token = links.sign('verify', user.subject, '');
    await mailer.send({
      to: user.email,
      subject: 'Bekræft din e-mail til Lektør',
      text: `Hej ${user.name}\n\nBekræft din e-mail ved at åbne dette link (det virker i 48 timer):\n${publicUrl}/oidc-account/verify?token=${token}\n\nHar du ikke oprettet en bruger hos Lektør, kan du se bort fra denne mail.\n`,
    });
  };

  /** The answer of a sign-up that sent its mail: the same for a new e-mail and a known one (issue 32). */
  const checkYourMail = (email: string): Outcome => ({
    ok: true,
    message: `Vi har sendt en mail til ${email}. Åbn linket i mailen for at bekræfte din e-mail; derefter kan du logge ind.`,
  });

  /**
   * A sign-up with an e-mail that has an account: it pays the same hash as a new one and answers the same, and the
   * mail tells the account's owner, who alone reads it, that they have one already.
   */
  const accountExists = async (user: { email: string; name: string }, password: string): Promise<Outcome> => {
    await hashPassword(password);
    try {
      await mailer.send({
        to: user.email,
        subject: 'Du har allerede en bruger hos Lektør',
        text: `Hej ${user.name}\n\nNogen (måske dig) har prøvet at oprette en ny bruger hos Lektør med denne e-mail. Du har allerede en bruger, så der er ikke oprettet en ny.\n\nLog ind her: ${publicUrl}\nHar du glemt din adgangskode, så vælg "Glemt adgangskode?" på siden, hvor du logger ind.\n\nHar du ikke selv prøvet at oprette en bruger, kan du se bort fra denne mail.\n`,
      });
    } catch {
      return { ok: false, message: MAIL_FAILED_AFTER_SIGNUP, status: 502 };
    }
    return checkYourMail(user.email);
  };

  return {
    sendVerification,

    async signUp(form: SignUpForm): Promise<Outcome> {
      const name = form.name.trim();
      const email = form.email.trim().toLowerCase();
      if (!name || name.length > MAX_NAME) return { ok: false, message: 'Skriv dit navn (højst 200 tegn).' };
      if (email.length > MAX_EMAIL || !EMAIL.test(email)) {
        return { ok: false, message: 'Skriv en gyldig e-mailadresse.' };
      }
      const weak = passwordProblem(form.password, email);
      if (weak) return { ok: false, message: weak };
      if (!form.terms) return { ok: false, message: 'Du skal acceptere vilkårene for at oprette en bruger.' };
      const existing = await byEmail(email);
      if (existing) return accountExists(existing, form.password);
      const subject = `lektor-${randomUUID()}`;
      const inserted = await db
        .insert(users)
        .values({
          subject,
          email,
          name,
          passwordHash: await hashPassword(form.password),
          emailVerified: false,
          complimentaryUploads,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      // Two sign-ups with the same e-mail at once: the unique index lets one through.
      if (inserted.length === 0) {
        const winner = await byEmail(email);
        return winner ? accountExists(winner, form.password) : checkYourMail(email);
      }
      try {
        await sendVerification({ subject, email, name });
      } catch {
        return { ok: false, message: MAIL_FAILED_AFTER_SIGNUP, status: 502 };
      }
      return checkYourMail(email);
    },

    async verify(token: string): Promise<Outcome> {
      const claims = links.read(token, 'verify');
      if (typeof claims === 'string') return { ok: false, message: LINK_ERRORS[claims] };
      const user = await bySubject(claims.subject);
      if (!user) return { ok: false, message: LINK_ERRORS.invalid };
      if (!user.emailVerified) await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
      return { ok: true, message: 'Din e-mail er bekræftet. Du kan nu logge ind.' };
    },

    /** The same answer whether the e-mail is known or not: the form tells nobody who has an account. */
    async requestReset(emailText: string): Promise<Outcome> {
      const email = emailText.trim().toLowerCase();
      if (email.length > MAX_EMAIL || !EMAIL.test(email)) {
        return { ok: false, message: 'Skriv en gyldig e-mailadresse.' };
      }
      const user = await byEmail(email);
      if (user?.passwordHash) {
        const token = links.sign('reset', user.subject, fingerprintOf(user.passwordHash));
        const sent = mailer.send({
          to: user.email,
          subject: 'Nulstil din adgangskode til Lektør',
          text: `Hej ${user.name}\n\nVælg en ny adgangskode ved at åbne dette link (det virker i en time og kun én gang):\n${publicUrl}/oidc-account/reset?token=${token}\n\nHar du ikke bedt om at nulstille din adgangskode, kan du se bort fra denne mail.\n`,
        });
        if (!(await sent.then(() => true).catch(() => false))) return { ok: false, message: MAIL_FAILED, status: 502 };
      }
      return {
        ok: true,
        message: `Hvis der findes en bruger med e-mailen ${email}, har vi sendt den et link til at vælge en ny adgangskode.`,
      };
    },

    /** The account a reset token is for, or the Danish reason it cannot be used. */
    async resetTarget(token: string) {
      const claims = links.read(token, 'reset');
      if (typeof claims === 'string') return { ok: false as const, message: LINK_ERRORS[claims] };
      const user = await bySubject(claims.subject);
      // A link made before the password last changed is spent.
      if (!user || fingerprintOf(user.passwordHash) !== claims.fingerprint) {
        return { ok: false as const, message: 'Linket er allerede brugt. Bed om et nyt.' };
      }
      return { ok: true as const, user };
    },

    async resetPassword(token: string, password: string): Promise<Outcome> {
      const target = await this.resetTarget(token);
      if (!target.ok) return target;
      const weak = passwordProblem(password, target.user.email);
      if (weak) return { ok: false, message: weak };
      // Following the mailed link also proves the e-mail.
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), emailVerified: true })
        .where(eq(users.id, target.user.id));
      return { ok: true, message: 'Din adgangskode er ændret. Du kan nu logge ind med den nye.' };
    },

    async isVerified(subject: string): Promise<boolean> {
      return (await bySubject(subject))?.emailVerified ?? false;
    },
  };
}

export type SelfService = ReturnType<typeof selfService>;
