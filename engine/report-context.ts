import type { ReportContent, ReportContext } from './bind.ts';
import { asArray } from './rag.ts';

/** Which genre and audience a page compares with: those the analysis found, or those the author gave. */
export type AnalysisSource = 'analysed' | 'given';

/** The author setting that holds the choice, with the values 'Analyseret' and 'Angivet' (default 'Angivet'). */
export const analysisSourceSetting = 'analysedOrGiven';

/**
 * The 'Analyseret'/'Angivet' choice of a page: a similar book is always analysed (it has no given values);
 * otherwise the author's setting, 'Angivet' when unset. Definitions read it as `$context.source`.
 */
export function analysisSource(context: ReportContext, content: ReportContent): AnalysisSource {
  if (context.isSimilarBook) return 'analysed';
  const settings = asArray<{ name?: string; value?: string }>(content.settings);
  return settings.find((s) => s.name === analysisSourceSetting)?.value === 'Analyseret' ? 'analysed' : 'given';
}

/** The context expressions see: the app's, with the engine's own `source` added when the app gave none. */
export function expressionContext(context: ReportContext, content: ReportContent): ReportContext {
  return context.source ? context : { ...context, source: analysisSource(context, content) };
}
