/** Author settings (spec §7): a list of {name, value} per author; saving upserts each item in one transaction. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { authorSettings } from '../db/schema.ts';
import { apiErrors } from '../errors.ts';

/** The most settings an author keeps (the settings list's schema says the same: maxItems 200). */
export const MAX_SETTINGS = 200;

export interface Setting {
  name: string;
  value: string;
}

export async function listSettings(db: Db, userId: number): Promise<Setting[]> {
  return db
    .select({ name: authorSettings.name, value: authorSettings.value })
    .from(authorSettings)
    .where(eq(authorSettings.userId, userId))
    .orderBy(asc(authorSettings.name));
}

export async function saveSettings(db: Db, userId: number, settings: Setting[]): Promise<Setting[]> {
  const names = new Set(settings.map((s) => s.name));
  if (names.size !== settings.length) throw apiErrors.validation('den samme indstilling står flere gange i listen');
  if (settings.length > 0) {
    await db.transaction(async (tx) => {
      // Counted inside the transaction: two saves racing cannot pass the cap together.
      const stored = await tx
        .select({ name: authorSettings.name })
        .from(authorSettings)
        .where(eq(authorSettings.userId, userId));
      const storedNames = new Set(stored.map((row) => row.name));
      const added = settings.filter((setting) => !storedNames.has(setting.name)).length;
      if (stored.length + added > MAX_SETTINGS) throw apiErrors.tooManySettings(MAX_SETTINGS);
      for (const { name, value } of settings) {
        await tx
          .insert(authorSettings)
          .values({ userId, name, value })
          .onConflictDoUpdate({ target: [authorSettings.userId, authorSettings.name], set: { value } });
      }
    });
  }
  return listSettings(db, userId);
}

export async function deleteSetting(db: Db, userId: number, name: string): Promise<Setting[]> {
  const deleted = await db
    .delete(authorSettings)
    .where(and(eq(authorSettings.userId, userId), eq(authorSettings.name, name)))
    .returning({ name: authorSettings.name });
  if (deleted.length === 0) throw apiErrors.notFound('Indstillingen');
  return listSettings(db, userId);
}

export async function deleteAllSettings(db: Db, userId: number): Promise<Setting[]> {
  await db.delete(authorSettings).where(eq(authorSettings.userId, userId));
  return [];
}
