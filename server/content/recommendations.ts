/** The recommendations of the content store's rules and bands (recommendation-bands.ts is the rule itself). */
import type { Recommendation, Rules } from '../../schemas/api/content.ts';
import type { Db } from '../db/database.ts';
import { getContent } from './content-store.ts';
import {
  type MetricValue,
  parseMetricValues,
  type RecommendationBand,
  type RecommendationQuery,
  recommendationIn,
  recommendationOrNone,
} from './recommendation-bands.ts';

export async function recommendationFor(db: Db, query: RecommendationQuery): Promise<Recommendation> {
  const rules = await getContent<Rules>(db, 'rules');
  const bands = (await getContent<RecommendationBand[]>(db, 'recommendations')) ?? [];
  return recommendationIn(rules, bands, query);
}

/** The recommendations of several metric values of one genre and audience, in the order asked. */
export async function recommendationsFor(
  db: Db,
  query: { genreId: number; audienceId: number; values: string },
): Promise<(MetricValue & { recommendation?: Recommendation })[]> {
  const wanted = parseMetricValues(query.values);
  const rules = await getContent<Rules>(db, 'rules');
  const bands = (await getContent<RecommendationBand[]>(db, 'recommendations')) ?? [];
  return wanted.map(({ metricId, value }) => {
    const recommendation = recommendationOrNone(rules, bands, { ...query, metricId, value });
    return recommendation ? { metricId, value, recommendation } : { metricId, value };
  });
}
