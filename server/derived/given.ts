/** The rules' ids of a genre and an audience given by name (a library book's, the trial report's); 0 if unknown. */
import type { Rules } from '../../schemas/api/content.ts';
import { getContent } from '../content/content-store.ts';
import type { Db } from '../db/database.ts';

export async function givenIds(
  db: Db,
  genre: string,
  audience: string,
): Promise<{ genreId: number; audienceId: number }> {
  const rules = await getContent<Rules>(db, 'rules');
  const id = (list: Rules['genres'] | undefined, name: string) => list?.find((entry) => entry.name === name)?.id ?? 0;
  return { genreId: id(rules?.genres, genre), audienceId: id(rules?.audiences, audience) };
}
