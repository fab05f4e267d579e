/**
 * The elements of the total as the Global Score page lists them (spec §2): sorted ascending by value, zero-valued
 * elements (no data for them) and the total itself left out; each with its name and text from the content
 * ('globalScores'), a link to its own report (its report id: the app's router picks the admin, similar-book or
 * author's route, so no route name is in the data) and, when marked
 * done ('gs_{revisionId}.{element}'), completed styling. The values are the server's (the derived model chosen by
 * the 'Analyseret'/'Angivet' setting), never recomputed here.
 */
import { globalScoreElements } from '../../schemas/models/global-score.ts';
import { asArray } from '../rag.ts';
import type { AnalysisSource } from '../report-context.ts';
import { completionSetting, isCompleted } from './completion.ts';
import { chosenGlobalScore } from './total-score.ts';

type Element = (typeof globalScoreElements)[number];

/** Each element's own name (when the content has none) and the key of its report. */
export const scoreElements: Record<Element, { name: string; report: string }> = {
  archetype: { name: 'Arketype', report: 'archetype' },
  audience_classification: { name: 'Målgruppe', report: 'audience' },
  cliches: { name: 'Klicheer', report: 'cliches' },
  dialogue: { name: 'Dialog', report: 'dialogue' },
  genre_classification: { name: 'Genre', report: 'genre' },
  legibility: { name: 'Læsbarhed', report: 'readability' },
  power_words: { name: 'Stærke ord', report: 'power-words' },
  showing_telling: { name: 'Show/Tell', report: 'show-tell' },
  tempo: { name: 'Tempo', report: 'tempo' },
};

export interface ScoreItem {
  element: Element;
  name: string;
  typeName: string;
  value: number;
  text?: string;
  reportId?: number;
  completed: boolean;
  setting?: string;
}

export interface ScoreItemsContext {
  source?: AnalysisSource;
  isAdmin?: boolean;
  isSimilarBook?: boolean;
  revisionId?: string | number;
}

/** The listed elements of the chosen global score. `reportId` looks up a report's id by its key. */
export function scoreItems(
  analysed: unknown,
  given: unknown,
  content: { globalScores?: unknown; settings?: unknown } | undefined,
  context: ScoreItemsContext,
  reportId: (key: string) => number | undefined = () => undefined,
): ScoreItem[] {
  const scores = chosenGlobalScore(analysed, given, context.source) as Record<string, unknown> | undefined;
  if (!scores || typeof scores !== 'object') return [];
  const texts = asArray<{ type?: string; typeName?: string; text?: string }>(content?.globalScores);
  const items: ScoreItem[] = [];
  for (const element of globalScoreElements) {
    const value = scores[element];
    if (typeof value !== 'number' || !Number.isFinite(value) || value === 0) continue;
    const text = texts.find((t) => t.type === element);
    const name = text?.typeName ?? scoreElements[element].name;
    const revisionId = context.revisionId;
    items.push({
      element,
      name,
      typeName: name,
      value,
      ...(text?.text ? { text: text.text } : {}),
      reportId: reportId(scoreElements[element].report),
      completed: isCompleted(content?.settings, revisionId, element),
      // No button for a similar book, or for an admin (the marks that count are the author's own, and the server
      // refuses a mark of another author's revision).
      ...(context.isSimilarBook || context.isAdmin || revisionId === undefined || revisionId === ''
        ? {}
        : { setting: completionSetting(revisionId, element) }),
    });
  }
  // Stable: equal values keep the elements' order.
  return items.sort((a, b) => a.value - b.value);
}

/**
 * Whether every listed element is green (100 points) or marked done: only then may the page say that all its
 * recommendations are done. Never for a page without elements.
 */
export function allElementsDone(items: readonly ScoreItem[]): boolean {
  return items.length > 0 && items.every((item) => item.value >= 100 || item.completed);
}
