/**
 * Whether this installation runs in demo mode (the demo accounts exist, are printed at start and are listed on the
 * login page). Configured by DEMO; when unset, an empty database (a fresh `npm start`) or one that already holds the
 * demo accounts is a demo installation, and any other is not: a production database never lists a password.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { users } from './schema.ts';
import { demoAccounts } from './seed-accounts.ts';

export async function isDemoInstallation(database: Database, configured: boolean | undefined): Promise<boolean> {
  if (configured !== undefined) return configured;
  const [all] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((all?.n ?? 0) === 0) return true;
  const [demo] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((a) => a.email),
      ),
    );
  return (demo?.n ?? 0) > 0;
}
