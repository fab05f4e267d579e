/**
 * The one total of a book (spec §2, Global score): the server derives it once per setting (GlobalAnalyzed against
 * the analysed genre and audience, GlobalUser against the given ones, server/derived/global-score.ts); every page
 * that shows a total (dashboard ring, Global Score page, print cover, comparison) reads it through these
 * functions, for the page's 'Analyseret'/'Angivet' setting, and names that setting next to it.
 */
import type { AnalysisSource } from '../report-context.ts';

export type TotalScoreModel = 'GlobalAnalyzed' | 'GlobalUser';

/** The derived model that holds the total for a setting ('Angivet', the default, when none is given). */
export function totalScoreModel(source: AnalysisSource | undefined): TotalScoreModel {
  return source === 'analysed' ? 'GlobalAnalyzed' : 'GlobalUser';
}

/** The content of the model the setting chooses, of the two global-score contents. */
export function chosenGlobalScore(analysed: unknown, given: unknown, source: AnalysisSource | undefined): unknown {
  return totalScoreModel(source) === 'GlobalAnalyzed' ? analysed : given;
}

/** The total 0..100 (a whole number) of a global-score content, or undefined when it has none. */
export function totalOf(content: unknown): number | undefined {
  const score = (content as { score?: unknown } | null | undefined)?.score;
  if (typeof score !== 'number' || !Number.isFinite(score)) return undefined;
  return Math.round(Math.min(100, Math.max(0, score)));
}

/** The total for the setting, from the two derived contents (either may be absent). */
export function totalScore(analysed: unknown, given: unknown, source: AnalysisSource | undefined): number | undefined {
  return totalOf(chosenGlobalScore(analysed, given, source));
}

/** What the total is measured against, said next to every total the product shows. */
export function totalScoreSetting(source: AnalysisSource | undefined): string {
  return totalScoreModel(source) === 'GlobalAnalyzed'
    ? 'Målt mod den analyserede genre og målgruppe (Analyseret)'
    : 'Målt mod den genre og målgruppe, du har angivet (Angivet)';
}
