/** Users as the identity provider and the API see them. */
import { eq } from 'drizzle-orm';
import type { IdentityAccounts } from '../auth/identity-provider.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Db } from './database.ts';
import { users } from './schema.ts';

/** A hash no password matches in practice, checked for an unknown e-mail so that both take as long. */
let dummyHash: Promise<string> | undefined;
function unknownAccountHash(): Promise<string> {
  dummyHash ??= hashPassword(`ukendt-${Math.random()}`);
  return dummyHash;
}

export function identityAccounts(
  db: Db,
  demo: { email: string; description: string }[],
  demoPassword?: string,
): IdentityAccounts {
  return {
    demoAccounts: demo,
    demoPassword,
    async findBySubject(subject) {
      const [user] = await db.select().from(users).where(eq(users.subject, subject));
      return user ? { subject: user.subject, email: user.email, name: user.name, picture: user.picture } : undefined;
    },
    async verifyLogin(email, password) {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      // An unknown e-mail costs the same hashing as a known one: the answer's time tells nothing.
      const ok = await verifyPassword(password, user?.passwordHash ?? (await unknownAccountHash()));
      return user && ok ? user.subject : undefined;
    },
  };
}
