/**
 * Limits on failed logins at the built-in identity provider: per account (the e-mail) and per client address,
 * failures are counted in a sliding window; past the limit the account or address is locked for a while and the
 * login page answers 429 with a Danish message, even for the right password. A success clears the account's count.
 * Kept in the database (login_failures, login_locks), so that a restart clears nothing and every API process on
 * one PostgreSQL counts the same failures (issue 32: in memory, a restart cleared them).
 */
import { and, count, eq, gt, gte, inArray, lt, max } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { loginFailures, loginLocks } from '../db/schema.ts';

export interface LoginLimitOptions {
  perAccount: number;
  perAddress: number;
  windowMs: number;
  lockMs: number;
}

export const defaultLoginLimits: LoginLimitOptions = {
  perAccount: 5,
  perAddress: 30,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

export interface LoginLimits {
  /** Milliseconds the caller must wait before trying again (0: may try now). */
  waitMs(email: string, address: string): Promise<number>;
  failed(email: string, address: string): Promise<void>;
  succeeded(email: string): Promise<void>;
}

const accountKey = (email: string) => `account:${email}`;
const addressKey = (address: string) => `address:${address}`;

export function loginLimits(db: Db, options: LoginLimitOptions = defaultLoginLimits, now = Date.now): LoginLimits {
  const fail = async (key: string, limit: number, at: Date) => {
    await db.insert(loginFailures).values({ key, failedAt: at });
    const since = new Date(at.getTime() - options.windowMs);
    const [row] = await db
      .select({ failures: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gte(loginFailures.failedAt, since)));
    if ((row?.failures ?? 0) < limit) return;
    const lockedUntil = new Date(at.getTime() + options.lockMs);
    await db
      .insert(loginLocks)
      .values({ key, lockedUntil })
      .onConflictDoUpdate({ target: loginLocks.key, set: { lockedUntil } });
    await db.delete(loginFailures).where(eq(loginFailures.key, key));
  };
  return {
    async waitMs(email, address) {
      const at = now();
      const keys = email ? [accountKey(email), addressKey(address)] : [addressKey(address)];
      const [row] = await db
        .select({ until: max(loginLocks.lockedUntil) })
        .from(loginLocks)
        .where(and(inArray(loginLocks.key, keys), gt(loginLocks.lockedUntil, new Date(at))));
      return row?.until ? Math.max(0, new Date(row.until).getTime() - at) : 0;
    },
    async failed(email, address) {
      const at = new Date(now());
      // What has left the window is dropped first: a flood of made-up e-mails cannot grow the tables for long.
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(at.getTime() - options.windowMs)));
      await db.delete(loginLocks).where(lt(loginLocks.lockedUntil, at));
      await fail(accountKey(email), options.perAccount, at);
      await fail(addressKey(address), options.perAddress, at);
    },
    async succeeded(email) {
      await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(email)));
    },
  };
}

/** The Danish answer of a locked login, in whole minutes. */
export function lockedMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `For mange forkerte forsøg. Vent ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}, og prøv igen.`;
}
