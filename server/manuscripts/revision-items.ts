/**
 * A manuscript revision's data as the report pages read it: the stored rows of the models and sections asked, word
 * lists most frequent first (each cut to its `top` most frequent words when asked), and, for a finished revision,
 * the models derived at read time (the global scores with the author's 'done' marks, the similar books). One
 * function for the data route and for the print charts the server draws (server/print).
 */
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import type { Db } from '../db/database.ts';
import { doneElements } from '../derived/global-items.ts';
import { derivedItems, wantsReadTimeModels } from '../derived/revision-derived.ts';
import { readRevisionData } from './queries.ts';
import { rankWordLists } from './ranked-lists.ts';
import type { ManuscriptRow, RevisionRow } from './views.ts';

export async function readRevisionItems(
  db: Db,
  manuscript: Pick<ManuscriptRow, 'userId'>,
  revision: Pick<RevisionRow, 'id' | 'status' | 'genreId' | 'audienceId'>,
  models: string[] | undefined,
  sections: string[] | undefined,
  top: number | undefined,
): Promise<RevisionDataItem[]> {
  const stored = rankWordLists(await readRevisionData(db, revision.id, models, sections), top) as RevisionDataItem[];
  // Still being analysed (or failed): as it stands, nothing derived.
  if (revision.status !== 'done' || !wantsReadTimeModels(models, sections)) return stored;
  const globals = (await readRevisionData(db, revision.id, undefined, ['global'])) as RevisionDataItem[];
  const given = { genreId: revision.genreId, audienceId: revision.audienceId };
  const done = await doneElements(db, manuscript.userId, revision.id);
  return [...stored, ...(await derivedItems(db, globals, { given, done }, models))];
}
