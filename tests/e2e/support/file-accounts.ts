/**
 * Own accounts for the files that share the run's product (shared-product.ts): every test file signs in as its own
 * copy of each demo account (forfatter@lektor.dk is forfatter.chapters@lektor.dk in chapters.test.ts), with the
 * same name, role, uploads and subscription, so that its manuscripts, uploads left and sessions are its own
 * whichever other files run beside it or before it.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { startPaidSubscription } from '../../../server/billing/subscriptions.ts';
import { defaultTierTable } from '../../../server/billing/tiers.ts';
import type { Db } from '../../../server/db/database.ts';
import { users } from '../../../server/db/schema.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemoAccounts } from '../../../server/db/seed-accounts.ts';

/** The file's key: its name without `.test.ts` ('chapters' for tests/e2e/chapters.test.ts). */
export function fileKey(path: string): string {
  return basename(path).replace(/\.test\.ts$/u, '');
}

/** The file's copy of an account on the shared product: the file's key added to the local part. */
export function fileAccount(email: string, key: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) throw new Error(`not an e-mail address: ${email}`);
  return `${email.slice(0, at)}.${key}${email.slice(at)}`;
}

/** The keys of the browser test files (tests/e2e/*.test.ts). */
export function e2eFileKeys(folder = join(import.meta.dirname, '..')): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.test.ts'))
    .map(fileKey);
}

/** The demo accounts, then each file's copy of each (one password hash for all: they share the demo password). */
export async function seedFileAccounts(db: Db, keys: readonly string[]): Promise<void> {
  await seedDemoAccounts(db, defaultTierTable);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const key of keys) {
    for (const account of demoAccounts) {
      const [user] = await db
        .insert(users)
        .values({
          subject: randomUUID(),
          email: fileAccount(account.email, key),
          name: account.name,
          role: account.role,
          passwordHash,
          complimentaryUploads: account.complimentaryUploads,
          subscriptionUploads: account.subscription?.uploads ?? 0,
        })
        .returning();
      if (!user || !account.subscription) continue;
      const { tier, uploads } = account.subscription;
      const price = defaultTierTable[tier].priceMinorPerMonth;
      await db.transaction((tx) => startPaidSubscription(tx, user.id, tier, price, uploads));
    }
  }
}
