/**
 * Mail through an SMTP server (nodemailer), chosen when SMTP_URL or SMTP_HOST is configured; otherwise the
 * outbox table takes every mail (outbox.ts). A mail the server refuses is an error for the caller: sign-up and
 * password reset then say so rather than pretending a mail went out.
 */
import type { Transporter } from 'nodemailer';
import type { MailConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { type Mailer, outboxMailer } from './outbox.ts';

export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  // nodemailer is loaded with the first mail, not at start: its modules would stay in the idle server's heap.
  let transport: Promise<Transporter> | undefined;
  const connected = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  return {
    async send(mail) {
      await (await connected()).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      void transport?.then((opened) => opened.close());
    },
  };
}

/** The mailer the configuration names: SMTP when configured, the outbox otherwise. */
export function configuredMailer(config: MailConfig, db: Db): Mailer & { kind: 'smtp' | 'outbox'; close(): void } {
  if (config.smtpUrl) return { kind: 'smtp', ...smtpMailer(config.smtpUrl, config.from) };
  return { kind: 'outbox', ...outboxMailer(db), close() {} };
}
