/**
 * What each page of the server's print document binds to (`$content`), worked out as the print view works it out
 * in the browser (app/stores/ReportPageStore.ts `contentFor`, app/stores/ContentStore.ts `forReport`): the shared
 * texts, the page's own tips, infos and characteristics, the metadata, rules and settings, the recommendations of
 * the pages' metrics (this page's first) and every metric's value. Runs in the print thread, on normalised data.
 */
import type { ReportContent } from '../../engine/index.ts';
import {
  chosenClasses,
  genreAudienceIds,
  metricValue,
  SOURCE_SETTING,
  sourceOf,
} from '../../engine/rules/genre-audience.ts';
import { totalOf, totalScoreModel } from '../../engine/rules/total-score.ts';
import { reportId as reportIdSchema } from '../../schemas/api/common.ts';
import type { Recommendation, Rules } from '../../schemas/api/content.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { type RecommendationBand, recommendationOrNone } from '../content/recommendation-bands.ts';

/** The texts each report page has of its own (the content routes' `?report=` lists). */
export const reportTextNames = ['tips', 'infos', 'characteristics'] as const;

/** The last report id with texts of its own (the content API's report query accepts 1..20). */
const LAST_REPORT_WITH_TEXTS = reportIdSchema.maximum;

export interface PrintContentInput {
  /** Shared texts, metadata ({title, genre, audience, created}), rules and the viewer's settings. */
  shared: ReportContent;
  /** Each per-report text list whole (`tips`, `infos`, `characteristics`), filtered by page here. */
  reportTexts: Partial<Record<(typeof reportTextNames)[number], unknown>>;
  bands: RecommendationBand[];
}

export interface PrintContent {
  /** The content of page `reportId`. */
  forReport(reportId: number): ReportContent;
  /** The total score the cover shows (the setting's derived model), if the data has it. */
  score: number | undefined;
}

/**
 * The pages' content for `data` (normalised), the pages reading `pageModels` (the classifications are read for the
 * genre and audience only, as in the browser).
 */
export function printContent(
  input: PrintContentInput,
  data: readonly RevisionDataItem[],
  pageModels: ReadonlySet<string>,
): PrintContent {
  const rules = input.shared.rules as Rules | undefined;
  const metadata = input.shared.metadata as { genre: string; audience: string } | undefined;
  const settings = (input.shared.settings ?? []) as { name: string; value: string }[];
  const source = sourceOf(settings.find((setting) => setting.name === SOURCE_SETTING)?.value);
  const chosen = metadata ? chosenClasses(source, metadata, data) : undefined;
  const recommendations =
    rules && metadata && chosen ? recommendationsOf(input.bands, rules, metadata, data, pageModels, source) : [];
  const metricValues =
    rules && chosen
      ? rules.metrics.flatMap((metric) => {
          const value = metricValue(data, metric, chosen);
          return value === undefined ? [] : [{ id: metric.id, value }];
        })
      : [];
  return {
    score: totalOf(data.find((item) => item.model === totalScoreModel(source))?.content),
    forReport(reportId) {
      const perReport = Number.isInteger(reportId) && reportId >= 1 && reportId <= LAST_REPORT_WITH_TEXTS;
      const own: Record<string, unknown> = {};
      if (perReport) {
        for (const name of reportTextNames) {
          const list = input.reportTexts[name];
          own[name] = Array.isArray(list) ? list.filter((entry) => entry?.report === reportId) : [];
        }
      }
      const metricNames = new Set(rules?.metrics.filter((m) => m.reportIndex === reportId).map((m) => m.name) ?? []);
      return {
        ...input.shared,
        ...own,
        recommendations: [
          ...recommendations.filter((r) => metricNames.has(r.name)),
          ...recommendations.filter((r) => !metricNames.has(r.name)),
        ],
        metricValues,
      };
    },
  };
}

/**
 * One recommendation per metric of the pages' own models whose value the data has, as the browser asks for them
 * in one batch (a batch the server refuses gives none); values without a band are left out.
 */
function recommendationsOf(
  bands: RecommendationBand[],
  rules: Rules,
  metadata: { genre: string; audience: string },
  data: readonly RevisionDataItem[],
  pageModels: ReadonlySet<string>,
  source: ReturnType<typeof sourceOf>,
): Recommendation[] {
  const ids = genreAudienceIds(source, metadata, data, rules);
  if (!ids) return [];
  const chosen = chosenClasses(source, metadata, data);
  const wanted = rules.metrics.flatMap((metric) => {
    if (!pageModels.has(metric.modelName)) return [];
    const value = metricValue(data, metric, chosen);
    return value === undefined || !Number.isFinite(value) ? [] : [{ metricId: metric.id, value }];
  });
  try {
    return wanted
      .map(({ metricId, value }) => recommendationOrNone(rules, bands, { ...ids, metricId, value }))
      .filter((r): r is Recommendation => Boolean(r?.message));
  } catch {
    return [];
  }
}
