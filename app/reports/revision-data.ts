/** Reading one manuscript revision's model data for the pages: the models and sections asked for, normalised. */
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import type { ApiClient } from '../api/client.ts';

/** The query of a revision's data: models and sections, sorted (one cache entry per set on the server). */
export function modelsQuery(
  models: Iterable<string>,
  sections: Iterable<string>,
): { models: string; sections: string } {
  return { models: [...models].sort().join(','), sections: [...sections].sort().join(',') };
}

/** A manuscript revision's data, normalised to the current shapes of its model version. */
export async function loadManuscriptRevisionData(
  api: ApiClient,
  manuscriptId: number,
  revision: { id: number; modelVersion: number },
  models: Iterable<string>,
  sections: Iterable<string>,
): Promise<RevisionDataItem[]> {
  // The normalisation (and the model schemas it reads) is a chunk of the report pages, not of the first page.
  const [raw, { normaliseRevisionData }] = await Promise.all([
    api.get<RevisionDataItem[]>(
      `manuscripts/${manuscriptId}/revisions/${revision.id}/`,
      'api/revision-data',
      modelsQuery(models, sections),
    ),
    import('../../schemas/normalise/index.ts'),
  ]);
  return normaliseRevisionData(raw, revision.modelVersion);
}
