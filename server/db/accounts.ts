/** Users as the identity provider and the API see them. */
import { eq } from 'drizzle-orm';
import type { IdentityAccounts } from '../auth/identity-provider.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { Db } from './database.ts';
import { users } from './schema.ts';

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
      if (!user || !(await verifyPassword(password, user.passwordHash))) return undefined;
      return user.subject;
    },
  };
}
