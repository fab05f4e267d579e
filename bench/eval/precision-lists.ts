/**
 * The lists the report pages show an author, read from the product's own analysis of one work: each list name of
 * the precision judgements (bench/eval/precision/<list>.json) with the items the pages list, written as the
 * judgements write them. A list's items are the whole list, not only its top: a judged item that the rules no
 * longer produce counts as no longer listed, an item nobody judged as unjudged.
 */
import type { ModelName } from '../../schemas/models/index.ts';

export interface ModelResult {
  model: string;
  section: string;
  content: unknown;
}

type Counts = Record<string, number>;
type Extract = (find: (model: string, section?: string) => unknown) => string[];

const keysOf = (value: unknown): string[] => (value && typeof value === 'object' ? Object.keys(value) : []);
const names = (value: unknown): string[] => (Array.isArray(value) ? value.map((entry) => String(entry.name)) : []);

interface ListDefinition {
  models: ModelName[];
  items: Extract;
}

/** Every list the judgements may name, with the models it needs. */
export const precisionLists: Record<string, ListDefinition> = {
  adjectives: {
    models: ['ShowingTelling'],
    items: (find) => keysOf((find('ShowingTelling') as { adjectives_count: Counts }).adjectives_count),
  },
  adverbs: {
    models: ['ShowingTelling'],
    items: (find) => keysOf((find('ShowingTelling') as { adverbs_count: Counts }).adverbs_count),
  },
  'descriptive-words': {
    models: ['ShowingTelling'],
    items: (find) => keysOf((find('ShowingTelling') as { descriptive_words_count: Counts }).descriptive_words_count),
  },
  'filler-words': {
    models: ['ShowingTelling'],
    items: (find) => keysOf((find('ShowingTelling') as { filling_words_count: Counts }).filling_words_count),
  },
  'power-words': {
    models: ['PowerWords'],
    items: (find) => {
      const categories = (find('PowerWords') as { power_words_categories: Record<string, { words: Counts }> })
        .power_words_categories;
      return [...new Set(Object.values(categories).flatMap((category) => keysOf(category.words)))];
    },
  },
  'dialogue-verbs': {
    models: ['Dialogue'],
    items: (find) => keysOf((find('Dialogue') as Record<string, Counts>)['dialogue-verbs count']),
  },
  'dialogue-adverbs': {
    models: ['Dialogue'],
    items: (find) => keysOf((find('Dialogue') as Record<string, Counts>)['dialogue-adverbs count']),
  },
  /** 'field: keyword', as the Semantiske felter page lists a field's keywords. */
  'semantic-field-keywords': {
    models: ['SemanticFields'],
    items: (find) =>
      (find('SemanticFields') as { topics: { topic: string; keywords: Counts }[] }).topics.flatMap((topic) =>
        keysOf(topic.keywords).map((keyword) => `${topic.topic}: ${keyword}`),
      ),
  },
  characters: { models: ['Scenes'], items: (find) => names(find('Scenes', 'characters')) },
  places: { models: ['Scenes'], items: (find) => names(find('Scenes', 'locations')) },
  /** A cliché by its dictionary form, as the Klicheer page lists it. */
  cliches: {
    models: ['Cliches'],
    items: (find) => (find('Cliches') as { groups: { cliche: string }[] }).groups.map((group) => group.cliche),
  },
};

/** The items of `list` in the analysis results of one work. */
export function listedIn(list: string, results: readonly ModelResult[]): string[] {
  const definition = precisionLists[list];
  if (!definition) throw new Error(`unknown list '${list}' (known: ${Object.keys(precisionLists).join(', ')})`);
  const find = (model: string, section = 'global') =>
    results.find((result) => result.model === model && result.section === section)?.content;
  return definition.items(find);
}
