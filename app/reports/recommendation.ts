/**
 * Recommendations (message and band) for metric values of a genre and audience: one value (the comparison), or
 * every value of a report page in one call (GET /api/recommendations/?values=…).
 */

import type { GenreAudienceIds } from '../../engine/rules/genre-audience.ts';
import type { Recommendation, Recommendations } from '../../schemas/api/content.ts';
import type { ApiClient } from '../api/client.ts';

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

/** A metric's value as the batch names it: "metricId:value". */
export const metricValueKey = (metricId: number, value: number): string => `${metricId}:${value}`;

/**
 * The recommendations of several metric values in one call, by metricValueKey; a value without a band is absent.
 * A failed call is logged and answers an empty map (the page shows no recommendations; none are kept).
 */
export async function fetchRecommendations(
  api: ApiClient,
  ids: GenreAudienceIds,
  values: readonly { metricId: number; value: number }[],
): Promise<Map<string, Recommendation>> {
  const found = new Map<string, Recommendation>();
  const asked = values.filter(({ value }) => Number.isFinite(value));
  if (asked.length === 0) return found;
  try {
    const answers = await api.get<Recommendations>('recommendations/', 'api/content/recommendations', {
      genreId: ids.genreId,
      audienceId: ids.audienceId,
      values: asked.map(({ metricId, value }) => metricValueKey(metricId, value)).join(','),
    });
    for (const answer of answers) {
      if (answer.recommendation) found.set(metricValueKey(answer.metricId, answer.value), answer.recommendation);
    }
  } catch (error) {
    console.error('recommendations could not be loaded', error);
  }
  return found;
}
