/** The recommendation (message and band) for one metric value, genre and audience; undefined when it failed. */
import type { Recommendation } from '../../schemas/api/content.ts';
import type { ApiClient } from '../api/client.ts';
import type { GenreAudienceIds } from './genre-audience.ts';

export async function fetchRecommendation(
  api: ApiClient,
  metric: { id: number; uniqueName: string },
  ids: GenreAudienceIds,
  value: number,
): Promise<Recommendation | undefined> {
  try {
    return await api.get<Recommendation>(
      `recommendations/${metric.id}/${ids.genreId}/${ids.audienceId}/${value}`,
      'api/content/recommendation',
    );
  } catch (error) {
    console.error('recommendation could not be loaded', metric.uniqueName, error);
    return undefined;
  }
}
