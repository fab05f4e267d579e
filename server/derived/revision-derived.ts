/**
 * The models derived when data is read, not when a book is analysed: the global scores (they depend on the
 * recommendation rules, the given genre and audience and the author's 'done' marks) and the similar books (they
 * depend on the library, which admins change). docs/CONTRACTS.md.
 */
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import type { Db } from '../db/database.ts';
import { type Given, globalScoreItems, scoringContent } from './global-items.ts';
import { libraryEntries } from './library-entries.ts';
import { similarBooks } from './similar-books.ts';

export const readTimeModels = ['GlobalAnalyzed', 'GlobalUser', 'SimilarBooks'] as const;

/** Whether a request for some models and sections asks for any of the read-time models. */
export function wantsReadTimeModels(models?: string[], sections?: string[]): boolean {
  const modelWanted = !models?.length || readTimeModels.some((model) => models.includes(model));
  return modelWanted && (!sections?.length || sections.includes('global'));
}

export interface DeriveFor {
  given: Given;
  done?: ReadonlySet<string>;
  /** The library book being shown, left out of its own similar books. */
  self?: string;
}

/** The read-time models of a book from its stored global sections, filtered to the models asked for. */
export async function derivedItems(
  db: Db,
  globals: readonly RevisionDataItem[],
  target: DeriveFor,
  models?: string[],
): Promise<RevisionDataItem[]> {
  const content = await scoringContent(db);
  const scores = globalScoreItems(globals, content, target.given, target.done ?? new Set());
  const wanted = (model: string) => !models?.length || models.includes(model);
  const items = scores.filter((item) => wanted(item.model));
  if (wanted('SimilarBooks')) {
    const library = await libraryEntries(db, content);
    const similar = await similarBooks([...globals, ...scores], library, target.self);
    items.push({ model: 'SimilarBooks', section: 'global', content: similar });
  }
  return items;
}
