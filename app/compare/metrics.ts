/**
 * The metrics of two revisions side by side (docs/COMPARE.md): each metric of the recommendation rules with a
 * value in both, its change, each value's band (the recommendation for the value) and whether the change moves
 * towards the green band. The verdict never rests on colour alone: each has a Danish word.
 */

import { asRag, type Rag } from '../../engine/rag.ts';
import { type ChosenClasses, metricValue } from '../../engine/rules/genre-audience.ts';
import type { Recommendation, Rules } from '../../schemas/api/content.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';

export type Metric = Rules['metrics'][number];

/** A value's band as its recommendation gives it. */
export interface Band {
  rag: Rag;
  level: number;
  text: string;
}

/**
 * better: a higher band than before (towards green); worse: a lower one; stillGood: green before and after;
 * sameBand: the same amber or red band level; unknown: a value without a band.
 */
export type Verdict = 'better' | 'worse' | 'stillGood' | 'sameBand' | 'unknown';

/** How a verdict is coloured: green, red or neutral. */
export type Tone = 'good' | 'bad' | 'neutral';

export const verdictTone: Record<Verdict, Tone> = {
  better: 'good',
  stillGood: 'good',
  worse: 'bad',
  sameBand: 'neutral',
  unknown: 'neutral',
};

export const verdictText: Record<Verdict, string> = {
  better: 'bedre',
  worse: 'dårligere',
  stillGood: 'stadig godt',
  sameBand: 'samme vurdering',
  unknown: 'ingen vurdering',
};

export interface MetricPair {
  metric: Metric;
  from: number;
  to: number;
  /** to − from */
  change: number;
}

export interface MetricRow extends MetricPair {
  fromBand: Band | undefined;
  toBand: Band | undefined;
  verdict: Verdict;
}

/** The metrics (in the rules' order) that have a value in both revisions, in the unit their bands use. */
export function metricPairs(
  rules: Rules,
  from: readonly RevisionDataItem[],
  to: readonly RevisionDataItem[],
  chosen: ChosenClasses,
): MetricPair[] {
  return rules.metrics.flatMap((metric) => {
    const a = metricValue(from, metric, chosen);
    const b = metricValue(to, metric, chosen);
    if (a === undefined || b === undefined) return [];
    return [{ metric, from: a, to: b, change: roundChange(b - a) }];
  });
}

/** A difference without floating-point noise (0.1 + 0.2 − 0.3 is 0). */
function roundChange(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The band a recommendation names; none for a missing or malformed one. */
export function bandOf(recommendation: Recommendation | undefined): Band | undefined {
  if (!recommendation) return undefined;
  const rag = asRag(recommendation.RAG);
  if (!rag) return undefined;
  return { rag, level: recommendation.RAGLevel, text: recommendation.RAGText };
}

/** Whether the change from the `from` band to the `to` band moves towards green (or stays in it). */
export function verdictOf(from: Band | undefined, to: Band | undefined): Verdict {
  if (!from || !to) return 'unknown';
  if (to.level > from.level) return 'better';
  if (to.level < from.level) return 'worse';
  return to.rag === 'G' ? 'stillGood' : 'sameBand';
}

export function metricRow(pair: MetricPair, fromBand: Band | undefined, toBand: Band | undefined): MetricRow {
  return { ...pair, fromBand, toBand, verdict: verdictOf(fromBand, toBand) };
}

/** The change as an arrow and a signed number ('↑ +3,2', '↓ −1', '→ 0'), Danish decimals. */
export function changeText(change: number): string {
  const size = formatChangeSize(Math.abs(change));
  if (change > 0) return `↑ +${size}`;
  if (change < 0) return `↓ −${size}`;
  return '→ 0';
}

const numberFormat = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 2 });
const smallFormat = new Intl.NumberFormat('da-DK', { maximumSignificantDigits: 2 });

/** The size of a change; one too small for two decimals keeps two significant digits (0,003), never '0'. */
export function formatChangeSize(size: number): string {
  return size > 0 && size < 0.01 ? smallFormat.format(size) : formatMetricValue(size);
}

/** A metric value as Danish readers write it: at most two decimals, '12.500' and '0,83'. */
export function formatMetricValue(value: number): string {
  return numberFormat.format(value);
}
