/** An admin changes a user's role (author, content editor, administrator); the change is written in the history. */
import { eq } from 'drizzle-orm';
import type { AdminAuthor, RoleChange } from '../../schemas/api/admin.ts';
import { recordHistory } from '../author/history.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import type { User } from '../db/users.ts';
import { adminErrors } from '../errors.ts';
import { adminAuthor, findAuthor } from './authors.ts';

export async function changeRole(db: Db, id: number, { role }: RoleChange, admin: User): Promise<AdminAuthor> {
  const user = await findAuthor(db, id);
  // The last administrator would otherwise be able to leave the installation without one.
  if (user.id === admin.id) {
    throw adminErrors.ownRole();
  }
  if (user.role === 'DEVELOPER') {
    throw adminErrors.developerRole();
  }
  if (user.role !== role) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ role }).where(eq(users.id, user.id));
      await recordHistory(tx, user.id, 'ROLE_CHANGED', {
        role,
        previousRole: user.role,
        reason: 'admin',
        by: admin.name,
      });
    });
  }
  return adminAuthor(db, id);
}
