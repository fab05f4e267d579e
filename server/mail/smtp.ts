/**
 * Mail through an SMTP server (nodemailer), chosen when SMTP_URL or SMTP_HOST is configured; otherwise the
 * outbox table takes every mail (outbox.ts). A mail the server refuses is an error for the caller: sign-up and
 * password reset then say so rather than pretending a mail went out.
 */
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { type Mailer, outboxMailer } from './outbox.ts';

export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      transport.close();
    },
  };
}

/** The mailer the configuration names: SMTP when configured, the outbox otherwise. */
export function configuredMailer(config: MailConfig, db: Db): Mailer & { kind: 'smtp' | 'outbox'; close(): void } {
  if (config.smtpUrl) return { kind: 'smtp', ...smtpMailer(config.smtpUrl, config.from) };
  return { kind: 'outbox', ...outboxMailer(db), close() {} };
}
