/**
 * Which genre and audience the recommendations are for (spec §4): 'Angivet' (given, the default) uses the
 * values the author gave at upload; 'Analyseret' uses the top-scoring class of the analysis. Similar books are
 * always analysed. Names are matched to the rules' ids regardless of spelling variant (Spaending, Boern).
 */

import { bandValue, type Rules } from '../../schemas/api/content.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { sameClass } from '../class-names.ts';
import { totalScoreModel } from './total-score.ts';

export type GenreAudienceSource = 'analysed' | 'given';

/** The author setting that holds the choice ('Analyseret' or 'Angivet'). */
export const SOURCE_SETTING = 'analysedOrGiven';
/** The stored values of the source setting, as the report pages' toggle writes and reads them. */
export const sourceSettingValues: Record<GenreAudienceSource, string> = { analysed: 'Analyseret', given: 'Angivet' };

/** The source a stored value stands for; anything but 'Analyseret' (or 'analysed') is the default 'Angivet'. */
export function sourceOf(value: string | undefined): GenreAudienceSource {
  return value === sourceSettingValues.analysed || value === 'analysed' ? 'analysed' : 'given';
}

export interface GenreAudienceIds {
  genreId: number;
  audienceId: number;
}

/** The class with the highest score of a classification's global section, if any. */
export function topClass(data: readonly RevisionDataItem[], model: string): string | undefined {
  const content = data.find((item) => item.model === model && item.section === 'global')?.content;
  if (!Array.isArray(content)) return undefined;
  let best: { class: string; score: number } | undefined;
  for (const entry of content as { class?: unknown; score?: unknown }[]) {
    if (typeof entry.class !== 'string' || typeof entry.score !== 'number') continue;
    if (!best || entry.score > best.score) best = { class: entry.class, score: entry.score };
  }
  return best?.class;
}

function idOf(list: readonly { id: number; name: string }[], name: string | undefined): number | undefined {
  return name === undefined ? undefined : list.find((item) => sameClass(item.name, name))?.id;
}

export interface ChosenClasses {
  genre: string | undefined;
  audience: string | undefined;
  /** The setting they come from; it also chooses which derived total the global score's metric reads. */
  source?: GenreAudienceSource;
}

/** The genre and audience the page speaks of: the given ones, or the analysis's top classes. */
export function chosenClasses(
  source: GenreAudienceSource,
  given: { genre: string; audience: string },
  data: readonly RevisionDataItem[],
): ChosenClasses {
  return source === 'analysed'
    ? { genre: topClass(data, 'GenreClassification'), audience: topClass(data, 'AudienceClassification'), source }
    : { genre: given.genre, audience: given.audience, source };
}

/** The rules' genre and audience ids for the chosen source, or undefined when either cannot be found. */
export function genreAudienceIds(
  source: GenreAudienceSource,
  given: { genre: string; audience: string },
  data: readonly RevisionDataItem[],
  rules: Rules,
): GenreAudienceIds | undefined {
  const { genre, audience } = chosenClasses(source, given, data);
  const genreId = idOf(rules.genres, genre);
  const audienceId = idOf(rules.audiences, audience);
  return genreId === undefined || audienceId === undefined ? undefined : { genreId, audienceId };
}

/**
 * A metric's value in the data, in the unit its bands use: the field `variableName` of the model's global section
 * when a finite number; for a classification (a list of classes), the score of the chosen genre or audience. The
 * global score (model GlobalAnalyzed in the rules) is the total of the chosen setting: GlobalUser for 'Angivet'
 * (engine/rules/total-score.ts), so its band is the one of the total every page shows.
 */
export function metricValue(
  data: readonly RevisionDataItem[],
  metric: { modelName: string; variableName: string; uniqueName: string },
  chosen: ChosenClasses = { genre: undefined, audience: undefined },
): number | undefined {
  const model = metric.modelName === 'GlobalAnalyzed' ? totalScoreModel(chosen.source) : metric.modelName;
  const global = data.find((item) => item.model === model && item.section === 'global')?.content;
  if (Array.isArray(global)) {
    const name = metric.modelName === 'GenreClassification' ? chosen.genre : chosen.audience;
    const entries = global as { class?: unknown; score?: unknown }[];
    const wanted = name ?? topClass(data, metric.modelName);
    if (wanted === undefined) return undefined;
    const entry = entries.find((e) => typeof e.class === 'string' && sameClass(e.class, wanted));
    return typeof entry?.score === 'number' ? entry.score : 0;
  }
  if (!global || typeof global !== 'object') return undefined;
  const value = (global as Record<string, unknown>)[metric.variableName];
  return typeof value === 'number' && Number.isFinite(value) ? bandValue(metric, value) : undefined;
}
