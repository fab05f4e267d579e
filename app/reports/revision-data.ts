/** Reading one manuscript revision's model data for the pages: the models and sections asked for, normalised. */
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import type { ApiClient } from '../api/client.ts';

/**
 * How many words of each word list a report page on screen reads (the server sends each list most frequent first,
 * cut to this many): the charts show the top 5-10 and a list grows by 'Se flere' up to here. Print reads the whole
 * lists ('Viser 20 af 4.812' counts them all).
 */
export const SCREEN_LIST_TOP = 200;

/** The query of a revision's data: models and sections, sorted (one cache entry per set on the server). */
export function modelsQuery(
  models: Iterable<string>,
  sections: Iterable<string>,
): { models: string; sections: string } {
  return { models: [...models].sort().join(','), sections: [...sections].sort().join(',') };
}

/** A manuscript revision's data, normalised to the current shapes of its model version, word lists most frequent first. */
export async function loadManuscriptRevisionData(
  api: ApiClient,
  manuscriptId: number,
  revision: { id: number; modelVersion: number },
  models: Iterable<string>,
  sections: Iterable<string>,
  /** Each word list's most frequent words only (absent: the whole lists). */
  top?: number,
): Promise<RevisionDataItem[]> {
  // The normalisation (and the model schemas it reads) is a chunk of the report pages, not of the first page.
  const [raw, { normaliseRevisionData }] = await Promise.all([
    api.get<RevisionDataItem[]>(`manuscripts/${manuscriptId}/revisions/${revision.id}/`, 'api/revision-data', {
      ...modelsQuery(models, sections),
      top,
    }),
    import('../../schemas/normalise/index.ts'),
  ]);
  return normaliseRevisionData(raw, revision.modelVersion);
}
