/**
 * The recommendations rules engine: for a metric, a genre, an audience and a value, the band the value falls in
 * gives the message and the RAG level. The most specific band wins: genre and audience, then genre, then
 * audience, then the general band of the metric. Bands are [rangeLow, rangeHigh] with rangeLow inclusive and
 * rangeHigh exclusive, except that the highest band of a metric includes its rangeHigh. Pure: the bands and rules
 * are given (recommendations.ts reads them from the content store), so the print thread uses it without a database.
 */
import type { Recommendation, Rules } from '../../schemas/api/content.ts';
import { apiErrors } from '../errors.ts';

export type Rag = 'R' | 'A' | 'G';

export interface RecommendationBand {
  metricId: number;
  genreId?: number;
  audienceId?: number;
  rangeLow: number;
  rangeHigh: number;
  RAG: Rag;
  message: string;
}

export const ragText: Record<Rag, string> = { R: 'Bør forbedres', A: 'Kan forbedres', G: 'Godt' };
export const ragLevel: Record<Rag, 1 | 2 | 3> = { R: 1, A: 2, G: 3 };

export interface RecommendationQuery {
  metricId: number;
  genreId: number;
  audienceId: number;
  value: number;
}

function specificity(band: RecommendationBand): number {
  return (band.genreId !== undefined ? 2 : 0) + (band.audienceId !== undefined ? 1 : 0);
}

function contains(band: RecommendationBand, value: number, top: number): boolean {
  return value >= band.rangeLow && (value < band.rangeHigh || (band.rangeHigh === top && value === top));
}

/** The band of the value, or undefined when no band of the metric covers it. */
export function bandFor(bands: RecommendationBand[], query: RecommendationQuery): RecommendationBand | undefined {
  const applicable = bands.filter(
    (b) =>
      b.metricId === query.metricId &&
      (b.genreId === undefined || b.genreId === query.genreId) &&
      (b.audienceId === undefined || b.audienceId === query.audienceId),
  );
  for (const level of [3, 2, 1, 0]) {
    const group = applicable.filter((b) => specificity(b) === level);
    if (group.length === 0) continue;
    const top = Math.max(...group.map((b) => b.rangeHigh));
    const band = group.find((b) => contains(b, query.value, top));
    if (band) return band;
  }
  return undefined;
}

/** Checks the seed's bands (they carry no API schema: they are the engine's input, not an answer). */
export function assertBands(bands: unknown): asserts bands is RecommendationBand[] {
  if (!Array.isArray(bands)) throw new Error('recommendations: payload must be a list of bands');
  bands.forEach((b, i) => {
    const ok =
      typeof b === 'object' &&
      b !== null &&
      Number.isInteger(b.metricId) &&
      typeof b.rangeLow === 'number' &&
      typeof b.rangeHigh === 'number' &&
      b.rangeLow < b.rangeHigh &&
      ['R', 'A', 'G'].includes(b.RAG) &&
      typeof b.message === 'string' &&
      b.message.length > 0;
    if (!ok) throw new Error(`recommendations: band ${i} is malformed: ${JSON.stringify(b)}`);
  });
}

/**
 * The spec's metrics 22 and 24 (§3: "Ids 22 and 24 return 0"): ids of the metric list without a measure, whose value
 * is always 0. Their only band is [0, 0]; the rules do not list them, so no page asks for them.
 */
export const zeroMetrics: ReadonlyMap<number, string> = new Map([
  [22, 'Mål 22 (måles ikke)'],
  [24, 'Mål 24 (måles ikke)'],
]);
export const zeroMetricMessage = 'Dette mål måles ikke; dets værdi er altid 0, og der er intet at forbedre.';

/** A zero metric's answer for the value 0: green, [0, 0] (any other value lies outside its range: no band). */
function zeroRecommendation(name: string): Recommendation {
  return {
    message: zeroMetricMessage,
    RAG: 'G',
    RAGText: ragText.G,
    RAGLevel: ragLevel.G,
    rangeLow: 0,
    rangeHigh: 0,
    name,
  };
}

/** The answer for one query from the rules and bands given; a coded 404 for an unknown metric, genre or audience. */
export function recommendationIn(
  rules: Rules | undefined,
  bands: RecommendationBand[],
  query: RecommendationQuery,
): Recommendation {
  const found = recommendationOrNone(rules, bands, query);
  if (!found) throw apiErrors.notFound('En anbefaling for denne værdi');
  return found;
}

/**
 * As recommendationIn, but undefined (not 404) when no band of a known metric holds the value: a batch answers
 * every other value of the page all the same.
 */
export function recommendationOrNone(
  rules: Rules | undefined,
  bands: RecommendationBand[],
  query: RecommendationQuery,
): Recommendation | undefined {
  const metric = rules?.metrics.find((m) => m.id === query.metricId);
  const zeroMetric = zeroMetrics.get(query.metricId);
  if (!metric && zeroMetric === undefined) throw apiErrors.notFound('Målet');
  if (!rules?.genres.some((g) => g.id === query.genreId)) throw apiErrors.notFound('Genren');
  if (!rules?.audiences.some((a) => a.id === query.audienceId)) throw apiErrors.notFound('Målgruppen');
  if (!metric) return query.value === 0 ? zeroRecommendation(zeroMetric ?? '') : undefined;
  const band = bandFor(bands, query);
  if (!band) return undefined;
  return {
    message: band.message,
    RAG: band.RAG,
    RAGText: ragText[band.RAG],
    RAGLevel: ragLevel[band.RAG],
    rangeLow: band.rangeLow,
    rangeHigh: band.rangeHigh,
    name: metric.name,
  };
}

/** One metric's value in a batch (GET /api/recommendations/?values=metricId:value,…). */
export interface MetricValue {
  metricId: number;
  value: number;
}

/**
 * "metricId:value,…" (its form checked by the route's schema) as metric values; a metric id outside the metric
 * list's range or a value that is not a finite number is a coded 400.
 */
export function parseMetricValues(values: string): MetricValue[] {
  return values.split(',').map((pair) => {
    const [metric = '', value = ''] = pair.split(':');
    const metricId = Number(metric);
    const number = Number(value);
    if (!Number.isInteger(metricId) || metricId < 1 || metricId > 30) {
      throw apiErrors.validation(`'values': målet ${metric} findes ikke`);
    }
    if (!Number.isFinite(number)) throw apiErrors.validation(`'values': værdien ${value} er ikke et tal`);
    return { metricId, value: number };
  });
}
