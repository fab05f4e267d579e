/** User look-ups the API needs: by subject, access level (a first sign-in: server/auth/sign-in.ts). */
import { and, desc, eq } from 'drizzle-orm';
import { inForce } from '../billing/subscriptions.ts';
import type { Db } from './database.ts';
import { subscriptions, users } from './schema.ts';

export type User = typeof users.$inferSelect;
export type AccessLevel = 'STANDARD' | 'PREMIUM' | 'NONE';
export type Role = 'AUTHOR' | 'ADMIN' | 'DEVELOPER' | 'CONTENT_EDITOR';

export async function findUserBySubject(db: Db, subject: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.subject, subject));
  return user;
}

export interface Access {
  level: AccessLevel;
  /** When the level may change by itself: the earliest end of a subscription in force (undefined: none ends). */
  changesAt: Date | undefined;
}

/** STANDARD or PREMIUM while a subscription of that tier is in force (PREMIUM wins), else NONE. */
export async function accessOf(db: Db, userId: number, now = new Date()): Promise<Access> {
  const active = await db
    .select({ tier: subscriptions.tier, endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inForce(now)))
    .orderBy(desc(subscriptions.startedAt));
  const level = active.some((s) => s.tier === 'PREMIUM')
    ? 'PREMIUM'
    : active.some((s) => s.tier === 'STANDARD')
      ? 'STANDARD'
      : 'NONE';
  const ends = active.flatMap((s) => (s.endsAt ? [s.endsAt.getTime()] : []));
  return { level, changesAt: ends.length > 0 ? new Date(Math.min(...ends)) : undefined };
}
