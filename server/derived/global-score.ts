/**
 * GlobalAnalyzed and GlobalUser (spec §3): each element of the book scored 0..100 from the recommendation rules —
 * the band its value falls in for the genre and audience: Godt (G) 100, Kan forbedres (A) 60, Bør forbedres (R) 20
 * — and the total as a weighted mean of the elements that have a value. GlobalAnalyzed scores against the genre and
 * audience the analysis found, GlobalUser against the ones the author gave. Clichés are scored by their rate per
 * 10,000 words (metric 27, the Klicheer page's own recommendation). Marking the cliché element done (setting
 * 'gs_{revisionId}.cliches') takes it out of the total; marking any other element done changes nothing here (spec
 * §2: only the cliché recommendation stops counting; the page styles the others as completed). An element whose
 * model the revision lacks has no value: it scores 0, is left out of the total and of the page's list, and a
 * revision with no element at all has the total 0 (never NaN). docs/RECOMMENDATIONS.md, "The global score".
 */

import { perTenThousandWords } from '../../analysis/models/shares.ts';
import { bandValue, type Rules } from '../../schemas/api/content.ts';
import { classNameOfRule, displayClassName } from '../../schemas/models/classification.ts';
import { type GlobalAnalyzedGlobal, scoreAffectingCompletion } from '../../schemas/models/global-score.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { bandFor, type Rag, type RecommendationBand } from '../content/recommendation-bands.ts';

export const elementPoints: Record<Rag, number> = { G: 100, A: 60, R: 20 };

/** Element → the metric id of the rules it is scored by, and its weight in the total. */
export const elements = {
  genre_classification: { metric: 8, weight: 1.5 },
  audience_classification: { metric: 10, weight: 1 },
  legibility: { metric: 1, weight: 1.5 },
  showing_telling: { metric: 15, weight: 1 },
  dialogue: { metric: 16, weight: 1 },
  tempo: { metric: 9, weight: 1 },
  archetype: { metric: 6, weight: 1 },
  power_words: { metric: 17, weight: 0.5 },
  cliches: { metric: 27, weight: 0.5 },
} as const;

export type GlobalElement = keyof typeof elements;

export interface ScoringTarget {
  genreId: number;
  audienceId: number;
  /** The class names whose score is read (the given genre and audience, or the analysed ones). */
  genreClass: string;
  audienceClass: string;
}

type Content = Record<string, unknown>;

function globalOf(items: readonly RevisionDataItem[], model: string): Content | undefined {
  return items.find((item) => item.model === model && item.section === 'global')?.content as Content | undefined;
}

function classScore(items: readonly RevisionDataItem[], model: string, name: string): number | undefined {
  const list = items.find((item) => item.model === model && item.section === 'global')?.content;
  if (!Array.isArray(list)) return undefined;
  return (list as { class: string; score: number }[]).find((entry) => entry.class === name)?.score ?? 0;
}

/** The value of each element in the unit its metric's bands use (undefined: the revision lacks the model). */
export function elementValues(
  items: readonly RevisionDataItem[],
  target: ScoringTarget,
): Record<GlobalElement, number | undefined> {
  const number = (model: string, field: string) => {
    const value = globalOf(items, model)?.[field];
    return typeof value === 'number' ? value : undefined;
  };
  const showTell = number('ShowingTelling', 'show_tell_value');
  const clicheCount = number('Cliches', 'number_of_cliches');
  const words = number('Legibility', 'number_of_words');
  // The analysis stores the rate (Cliches global); a revision analysed before that gets it computed the same way.
  const clicheRate =
    number('Cliches', 'cliches_per_10000_words') ??
    (clicheCount === undefined || !words ? undefined : perTenThousandWords(clicheCount, words));
  return {
    genre_classification: classScore(items, 'GenreClassification', target.genreClass),
    audience_classification: classScore(items, 'AudienceClassification', target.audienceClass),
    legibility: number('Legibility', 'lix'),
    showing_telling: showTell === undefined ? undefined : bandValue({ uniqueName: 'show_tell_value' }, showTell),
    dialogue: number('Dialogue', 'percentage_of_paragraphs_with_dialogue'),
    tempo: number('Tempo', 'percentage_of_fast_paragraphs'),
    archetype: number('Archetypes', 'best_archetype_score'),
    power_words: number('PowerWords', 'number_of_power_words'),
    cliches: clicheRate,
  };
}

export function globalScore(
  items: readonly RevisionDataItem[],
  bands: RecommendationBand[],
  target: ScoringTarget,
  done: ReadonlySet<string> = new Set(),
): GlobalAnalyzedGlobal {
  const clichesDone = done.has(scoreAffectingCompletion);
  const values = elementValues(items, target);
  const scores = {} as Record<GlobalElement, number>;
  let weighted = 0;
  let weights = 0;
  for (const [name, { metric, weight }] of Object.entries(elements) as [
    GlobalElement,
    (typeof elements)[GlobalElement],
  ][]) {
    const value = values[name];
    let points = 0;
    if (value !== undefined) {
      const band = bandFor(bands, { metricId: metric, genreId: target.genreId, audienceId: target.audienceId, value });
      points = band ? elementPoints[band.RAG] : 0;
    }
    scores[name] = points;
    if (points > 0 && !(name === scoreAffectingCompletion && clichesDone)) {
      weighted += weight * points;
      weights += weight;
    }
  }
  return { score: weights ? Math.round(weighted / weights) : 0, ...scores };
}

/** The rules' genre and audience of a class name ('Spaending' → Spænding), if the rules have it. */
export function ruleIdOf(list: Rules['genres'] | Rules['audiences'], className: string): number | undefined {
  const name = displayClassName(className);
  return list.find((entry) => entry.name === name)?.id;
}

/** The class name of a rules' genre or audience id ('Spænding' → 'Spaending'). */
export function classNameOf(list: Rules['genres'] | Rules['audiences'], id: number): string | undefined {
  const entry = list.find((rule) => rule.id === id);
  return entry ? classNameOfRule(entry.name) : undefined;
}
