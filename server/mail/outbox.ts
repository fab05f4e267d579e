/**
 * The server's mail. Without a mail server every mail is written to the `outbox` table, which admins read
 * (GET /api/admin/outbox, the admin screen 'Udgående post'). With SMTP configured, smtp.ts sends them instead.
 */
import { desc } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { outbox } from '../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function outboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await db.insert(outbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text });
    },
  };
}

export interface OutboxEntry {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** The newest mails first (at most `limit`). */
export async function listOutbox(db: Db, limit = 100): Promise<OutboxEntry[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
