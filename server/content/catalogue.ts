/** Genre and audience names by id, from the recommendation rules in the content store. */
import type { Rules } from '../../schemas/api/content.ts';
import type { Db } from '../db/database.ts';
import { getContent } from './content-store.ts';

export interface Catalogue {
  genreName(id: number): string;
  audienceName(id: number): string;
  hasGenre(id: number): boolean;
  hasAudience(id: number): boolean;
}

const UNKNOWN = 'Ukendt';

export async function catalogueOf(db: Db): Promise<Catalogue> {
  const rules = await getContent<Rules>(db, 'rules');
  const genres = new Map((rules?.genres ?? []).map((g) => [g.id, g.name]));
  const audiences = new Map((rules?.audiences ?? []).map((a) => [a.id, a.name]));
  return {
    genreName: (id) => genres.get(id) ?? UNKNOWN,
    audienceName: (id) => audiences.get(id) ?? UNKNOWN,
    hasGenre: (id) => genres.has(id),
    hasAudience: (id) => audiences.has(id),
  };
}
