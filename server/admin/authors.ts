/** Authors as the admin screens see them: summaries with access level and number of manuscripts. */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AdminAuthor, AdminAuthorsPage } from '../../schemas/api/admin.ts';
import type { PagingTimeQuery } from '../../schemas/api/author.ts';
import { userView } from '../author/status.ts';
import { inForce, subscriptionsOf } from '../billing/subscriptions.ts';
import type { Db } from '../db/database.ts';
import { manuscripts, subscriptions, users } from '../db/schema.ts';
import type { AccessLevel, Role, User } from '../db/users.ts';
import { apiErrors } from '../errors.ts';
import { pageOfRows, pageResult, pagingOf, timeFilter } from '../http/paging.ts';

type AuthorSummary = AdminAuthorsPage['items'][number];

async function summarise(db: Db, rows: User[]): Promise<AuthorSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((u) => u.id);
  const counts = await db
    .select({ userId: manuscripts.userId, n: count() })
    .from(manuscripts)
    .where(inArray(manuscripts.userId, ids))
    .groupBy(manuscripts.userId);
  const tiers = await db
    .select({ userId: subscriptions.userId, tier: subscriptions.tier })
    .from(subscriptions)
    .where(and(inArray(subscriptions.userId, ids), inForce()));
  const countOf = new Map(counts.map((c) => [c.userId, Number(c.n)]));
  const levelOf = (userId: number): AccessLevel => {
    const held = tiers.filter((t) => t.userId === userId).map((t) => t.tier);
    return held.includes('PREMIUM') ? 'PREMIUM' : held.includes('STANDARD') ? 'STANDARD' : 'NONE';
  };
  return rows.map((user) => ({
    ...userView(user),
    role: user.role as Role,
    accessLevel: levelOf(user.id),
    email: /^[^@\s]+@[^@\s]+$/.test(user.email) ? user.email : null,
    created: user.createdAt.toISOString(),
    manuscriptCount: countOf.get(user.id) ?? 0,
  }));
}

export async function findAuthor(db: Db, id: number): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw apiErrors.notFound('Forfatteren');
  return user;
}

export async function adminAuthor(db: Db, id: number): Promise<AdminAuthor> {
  const user = await findAuthor(db, id);
  const [summary] = await summarise(db, [user]);
  return { ...summary!, subscriptions: await subscriptionsOf(db, id) };
}

async function pageOfUsers(db: Db, where: SQL | undefined, order: SQL[], query: PagingTimeQuery) {
  const paging = pagingOf(query);
  const { total, rows } = await pageOfRows(db, users, where, order, paging);
  return pageResult(paging, total, await summarise(db, rows));
}

/** All users by name, optionally searched by part of name or e-mail, optionally by sign-up time. */
export function pageOfAuthors(db: Db, query: PagingTimeQuery & { q?: string }) {
  const q = query.q?.trim();
  const search = q
    ? or(
        ilike(users.name, `%${q.replace(/[%_\\]/g, '\\$&')}%`),
        ilike(users.email, `%${q.replace(/[%_\\]/g, '\\$&')}%`),
      )
    : undefined;
  return pageOfUsers(db, and(search, timeFilter(users.createdAt, query)), [asc(users.name), asc(users.id)], query);
}

/** Users who signed up in the time window, newest first. */
export function pageOfNewUsers(db: Db, query: PagingTimeQuery) {
  return pageOfUsers(db, timeFilter(users.createdAt, query), [desc(users.createdAt), desc(users.id)], query);
}
