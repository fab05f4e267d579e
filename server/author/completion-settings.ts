/**
 * The completion marks of the global score ('gs_{revisionId}.{element}', spec §2) are author settings like any
 * other, but the server checks them before storing: the element must be one of the global score's and the
 * revision one of the author's own manuscripts. Anything else is refused (400) and nothing of the list is saved.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { globalScoreElements, parseCompletionSetting } from '../../schemas/models/global-score.ts';
import type { Db } from '../db/database.ts';
import { manuscripts, revisions } from '../db/schema.ts';
import { apiErrors } from '../errors.ts';

const COMPLETION_PREFIX = 'gs_';

export const completionSettingText = {
  badName: (name: string) =>
    `'${name}' er ikke en gyldig markering af et element i den samlede score. Elementet skal være et af: ${globalScoreElements.join(', ')}.`,
  foreignRevision: (name: string) => `'${name}' hører ikke til en version af et af dine manuskripter.`,
};

/** Throws a 400 for a completion mark with an unknown element or a revision that is not the author's. */
export async function checkCompletionSettings(db: Db, userId: number, names: readonly string[]): Promise<void> {
  const marks = names.filter((name) => name.startsWith(COMPLETION_PREFIX));
  if (marks.length === 0) return;
  const parsed = marks.map((name) => ({ name, mark: parseCompletionSetting(name) }));
  const bad = parsed.find((entry) => !entry.mark);
  if (bad) throw apiErrors.validation(completionSettingText.badName(bad.name));
  const ids = [...new Set(parsed.map((entry) => entry.mark!.revisionId))];
  const own = await db
    .select({ id: revisions.id })
    .from(revisions)
    .innerJoin(manuscripts, eq(manuscripts.id, revisions.manuscriptId))
    .where(and(eq(manuscripts.userId, userId), inArray(revisions.id, ids)));
  const owned = new Set(own.map((row) => row.id));
  const foreign = parsed.find((entry) => !owned.has(entry.mark!.revisionId));
  if (foreign) throw apiErrors.validation(completionSettingText.foreignRevision(foreign.name));
}
