/** The demo accounts a fresh installation starts with (printed at start; see README). */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { startPaidSubscription } from '../billing/subscriptions.ts';
import { defaultTierTable, type TierTable } from '../billing/tiers.ts';
import type { Db } from './database.ts';
import { users } from './schema.ts';

export const DEMO_PASSWORD = 'lektor-demo';

export interface DemoAccount {
  email: string;
  name: string;
  role: 'AUTHOR' | 'ADMIN' | 'CONTENT_EDITOR';
  description: string;
  complimentaryUploads: number;
  subscription?: { tier: 'STANDARD' | 'PREMIUM'; uploads: number };
}

export const demoAccounts: DemoAccount[] = [
  {
    email: 'forfatter@lektor.dk',
    name: 'Karen Forfatter',
    role: 'AUTHOR',
    description: 'forfatter med STANDARD-abonnement og uploads tilbage',
    complimentaryUploads: 1,
    subscription: { tier: 'STANDARD', uploads: 10 },
  },
  {
    email: 'ny@lektor.dk',
    name: 'Nikolaj Ny',
    role: 'AUTHOR',
    description: 'forfatter uden abonnement',
    complimentaryUploads: 0,
  },
  {
    email: 'admin@lektor.dk',
    name: 'Anne Admin',
    role: 'ADMIN',
    description: 'administrator med PREMIUM-abonnement',
    complimentaryUploads: 0,
    subscription: { tier: 'PREMIUM', uploads: 50 },
  },
  {
    email: 'redaktor@lektor.dk',
    name: 'Rie Redaktør',
    role: 'CONTENT_EDITOR',
    description: 'redaktør: retter rapportsider og tekster under Redaktion',
    complimentaryUploads: 0,
  },
];

/** Creates the demo accounts that do not exist yet (paid at the configured prices); existing ones are left. */
export async function seedDemoAccounts(db: Db, tiers: TierTable = defaultTierTable): Promise<void> {
  for (const account of demoAccounts) {
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing.length > 0) continue;
    const [user] = await db
      .insert(users)
      .values({
        subject: randomUUID(),
        email: account.email,
        name: account.name,
        role: account.role,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        complimentaryUploads: account.complimentaryUploads,
        subscriptionUploads: account.subscription?.uploads ?? 0,
      })
      .onConflictDoNothing()
      .returning();
    if (!user || !account.subscription) continue;
    const { tier, uploads } = account.subscription;
    const price = tiers[tier].priceMinorPerMonth;
    await db.transaction((tx) => startPaidSubscription(tx, user.id, tier, price, uploads));
  }
}
