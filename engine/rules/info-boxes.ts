/**
 * The dashboard's metric info boxes (spec §2, "Metric info-box panel"): one per entry of the content's
 * 'dashboard' list, each with the metric's value in its unit, and its recommendation's RAG level as a bar and a
 * label. A box without a value or without a recommendation says why in a short Danish note instead of showing an
 * empty bar. The values are the report pages' own (`metricValues`, in the unit the bands use, computed by the
 * app from the same data the pages read); the recommendations those the page received.
 */
import { formatNumber, type NumberFormat } from '../format.ts';
import { asArray } from '../rag.ts';

export interface InfoBoxItem {
  headline: string;
  description?: string;
  progress?: number;
  valueText?: string;
  rag?: 'R' | 'A' | 'G';
  ragText?: string;
  note?: string;
}

export const infoBoxNotes = {
  noValue: 'Ingen værdi: analysen har ikke målt dette i manuskriptet.',
  noRecommendation: 'Ingen vurdering: der er ingen anbefaling for denne værdi, genre og målgruppe.',
} as const;

/**
 * How a metric's value is written (its unit is the one its bands use, docs/RECOMMENDATIONS.md "Ranges"), at the
 * precision its own page writes it: LIX floored (spec §2, Læsbarhed), shares in percent with one decimal.
 */
export function metricFormat(metricId: number): NumberFormat {
  if ([1, 2, 5, 17, 20, 21, 25, 7].includes(metricId)) return { style: 'integer' };
  if ([8, 10].includes(metricId)) return { style: 'fraction', decimals: 0 };
  if ([4, 9, 11, 12, 13, 14, 16, 18, 19, 26, 28, 29].includes(metricId)) return { style: 'percent', decimals: 1 };
  if (metricId === 15) return { style: 'integer' };
  return { decimals: metricId === 6 ? 2 : 1 };
}

interface DashboardEntry {
  metric?: number;
  headline?: string;
  description?: string;
}

interface RecommendationLike {
  name?: string;
  RAG?: 'R' | 'A' | 'G';
  RAGText?: string;
  RAGLevel?: number;
}

/** The info boxes from a page's content: 'dashboard', 'rules', 'recommendations' and 'metricValues'. */
export function infoBoxes(content: Record<string, unknown> | undefined): InfoBoxItem[] {
  const metrics = asArray<{ id?: number; name?: string }>(
    (content?.rules as { metrics?: unknown } | undefined)?.metrics,
  );
  const recommendations = asArray<RecommendationLike>(content?.recommendations);
  const values = asArray<{ id?: number; value?: number }>(content?.metricValues);
  return asArray<DashboardEntry>(content?.dashboard).flatMap((entry): InfoBoxItem[] => {
    if (typeof entry.headline !== 'string') return [];
    const metric = metrics.find((m) => m.id === entry.metric);
    const value = values.find((v) => v.id === entry.metric)?.value;
    const recommendation = recommendations.find((r) => r.name === (metric?.name ?? entry.headline));
    const item: InfoBoxItem = { headline: entry.headline };
    if (entry.description) item.description = entry.description;
    if (typeof value !== 'number' || !Number.isFinite(value)) return [{ ...item, note: infoBoxNotes.noValue }];
    const written = formatNumber(entry.metric === 1 ? Math.floor(value) : value, metricFormat(entry.metric ?? 0));
    if (!recommendation?.RAG || typeof recommendation.RAGLevel !== 'number') {
      return [{ ...item, valueText: written, note: infoBoxNotes.noRecommendation }];
    }
    return [
      {
        ...item,
        progress: recommendation.RAGLevel / 3,
        valueText: recommendation.RAGText ? `${written} · ${recommendation.RAGText}` : written,
        rag: recommendation.RAG,
        ...(recommendation.RAGText ? { ragText: recommendation.RAGText } : {}),
      },
    ];
  });
}
