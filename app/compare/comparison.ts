/** One comparison of two revisions: the metric rows, the mood curves and the list changes (docs/COMPARE.md). */

import type { ChosenClasses } from '../../engine/rules/genre-audience.ts';
import type { Recommendation, Rules } from '../../schemas/api/content.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import type { NumberedRevision, RevisionLike } from './choose.ts';
import { type ListDelta, type ListKind, listDeltas } from './lists.ts';
import { bandOf, type MetricPair, type MetricRow, metricPairs, metricRow } from './metrics.ts';
import { type MoodPoint, moodSeries } from './mood.ts';

/** The models the comparison reads besides the rules' metrics' models, and the sections. */
export const comparedModels = [
  'GenreClassification',
  'AudienceClassification',
  'Sentiment',
  'Cliches',
  'PowerWords',
  'Scenes',
  // the global score's metric reads the total of the setting: GlobalUser for 'Angivet' (engine/rules/total-score.ts)
  'GlobalUser',
] as const;
export const comparedSections = ['global', 'parts', 'characters'] as const;

export function modelsToRead(rules: Rules | null): string[] {
  return [...new Set([...comparedModels, ...(rules?.metrics.map((m) => m.modelName) ?? [])])];
}

export interface Comparison<R extends RevisionLike> {
  from: NumberedRevision<R>;
  to: NumberedRevision<R>;
  metrics: MetricRow[];
  mood: MoodPoint[];
  lists: Record<ListKind, ListDelta>;
}

/** The band lookup of a metric value: the recommendation for it, if the rules give one. */
export type RecommendationOf = (metric: MetricPair['metric'], value: number) => Recommendation | undefined;

export function buildComparison<R extends RevisionLike>(
  revisions: { from: NumberedRevision<R>; to: NumberedRevision<R> },
  data: { from: readonly RevisionDataItem[]; to: readonly RevisionDataItem[] },
  rules: Rules | null,
  chosen: ChosenClasses,
  recommendationOf: RecommendationOf,
): Comparison<R> {
  const pairs = rules ? metricPairs(rules, data.from, data.to, chosen) : [];
  return {
    ...revisions,
    metrics: pairs.map((pair) =>
      metricRow(pair, bandOf(recommendationOf(pair.metric, pair.from)), bandOf(recommendationOf(pair.metric, pair.to))),
    ),
    mood: moodSeries(data.from, data.to),
    lists: listDeltas(data.from, data.to),
  };
}
