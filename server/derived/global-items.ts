/**
 * The global scores as derived items of a book, from the rules and bands of the content store, the given genre
 * and audience, and the author's 'done' marks (global-score.ts computes them).
 */
import type { Rules } from '../../schemas/api/content.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { listSettings } from '../author/settings.ts';
import { getContent } from '../content/content-store.ts';
import type { RecommendationBand } from '../content/recommendation-bands.ts';
import type { Db } from '../db/database.ts';
import { classNameOf, globalScore, ruleIdOf } from './global-score.ts';

export interface Given {
  genreId: number;
  audienceId: number;
}

export interface ScoringContent {
  rules: Rules | undefined;
  bands: RecommendationBand[];
}

export async function scoringContent(db: Db): Promise<ScoringContent> {
  const rules = await getContent<Rules>(db, 'rules');
  const bands = (await getContent<RecommendationBand[]>(db, 'recommendations')) ?? [];
  return { rules, bands };
}

function topClass(items: readonly RevisionDataItem[], model: string): string | undefined {
  const list = items.find((item) => item.model === model && item.section === 'global')?.content;
  return Array.isArray(list) ? (list as { class: string }[])[0]?.class : undefined;
}

/**
 * GlobalAnalyzed (against the analysed genre and audience) and GlobalUser (against the given ones) from a book's
 * global sections. A model is left out when its genre or audience is unknown to the rules (a rule removed since
 * the upload, no classification): the page then says the model is missing.
 */
export function globalScoreItems(
  items: readonly RevisionDataItem[],
  content: ScoringContent,
  given: Given,
  done: ReadonlySet<string>,
): RevisionDataItem[] {
  const { rules, bands } = content;
  if (!rules) return [];
  const out: RevisionDataItem[] = [];
  const genreClass = classNameOf(rules.genres, given.genreId);
  const audienceClass = classNameOf(rules.audiences, given.audienceId);
  if (genreClass && audienceClass) {
    const target = { ...given, genreClass, audienceClass };
    out.push({ model: 'GlobalUser', section: 'global', content: globalScore(items, bands, target, done) });
  }
  const analysedGenre = topClass(items, 'GenreClassification');
  const analysedAudience = topClass(items, 'AudienceClassification');
  const genreId = analysedGenre ? ruleIdOf(rules.genres, analysedGenre) : undefined;
  const audienceId = analysedAudience ? ruleIdOf(rules.audiences, analysedAudience) : undefined;
  if (analysedGenre && analysedAudience && genreId && audienceId) {
    const target = { genreId, audienceId, genreClass: analysedGenre, audienceClass: analysedAudience };
    out.push({ model: 'GlobalAnalyzed', section: 'global', content: globalScore(items, bands, target, done) });
  }
  return out;
}

/** The elements the author marked as done on the global-score page ('gs_{revisionId}.{element}'). */
export async function doneElements(db: Db, userId: number, revisionId: number): Promise<Set<string>> {
  const prefix = `gs_${revisionId}.`;
  return new Set(
    (await listSettings(db, userId))
      .filter((setting) => setting.name.startsWith(prefix) && setting.value !== 'false')
      .map((setting) => setting.name.slice(prefix.length)),
  );
}
