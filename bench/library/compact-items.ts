/**
 * Cuts a library book's measures to what its report views show: every word list (a map of words to counts or
 * weights) to its heaviest entries, a semantic field to its six heaviest keywords and their lemma forms. Figures are unchanged.
 */
import type { RevisionDataItem } from '../../schemas/revision-data.ts';

const kept = 15;
/** A semantic field's keywords kept (the heaviest; the report shows the first few of each field). */
const keywords = 6;

type Value = unknown;

const isNumberMap = (value: Value): value is Record<string, number> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'number');

const isMapOfMaps = (value: Value): value is Record<string, Record<string, number>> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every(isNumberMap);

function heaviest<T>(map: Record<string, T>, weight: (value: T) => number): Record<string, T> {
  const entries = Object.entries(map);
  if (entries.length <= kept) return map;
  return Object.fromEntries(entries.sort((a, b) => weight(b[1]) - weight(a[1])).slice(0, kept));
}

function compact(value: Value): Value {
  if (Array.isArray(value)) return value.map(compact);
  if (typeof value !== 'object' || value === null) return value;
  if (isNumberMap(value)) return heaviest(value, (n) => n);
  if (isMapOfMaps(value)) return heaviest(value, (inner) => Object.values(inner).reduce((a, b) => a + b, 0));
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, compact(inner)]));
}

export function compactItems(items: readonly RevisionDataItem[]): RevisionDataItem[] {
  return items.map((item) => {
    const content = compact(item.content) as Record<string, unknown>;
    if (item.model === 'SemanticFields' && item.section === 'global') {
      const topics = content.topics as { keywords: Record<string, number> }[];
      for (const topic of topics)
        topic.keywords = Object.fromEntries(Object.entries(topic.keywords).slice(0, keywords));
      const words = new Set(topics.flatMap((topic) => Object.keys(topic.keywords)));
      const lemmas = content.lemma_dictionary as Record<string, string[]>;
      content.lemma_dictionary = Object.fromEntries(Object.entries(lemmas).filter(([lemma]) => words.has(lemma)));
    }
    return { ...item, content } as RevisionDataItem;
  });
}
