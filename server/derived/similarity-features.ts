/**
 * The measures two books are compared on for 'Lignende bøger': groups of numbers from a book's global sections,
 * each with the Danish words a neighbour's reasons use. Each number is standardised over the library; a group
 * counts by its weight (similarity-weights.ts, chosen by bench/library/similarity-eval.ts), spread over its numbers.
 */
import type { RevisionDataItem } from '../../schemas/revision-data.ts';

type Content = Record<string, unknown>;
export type Features = Record<string, number>;

export interface FeatureGroup {
  key: string;
  /** How a reader names what two books share when this group is close ("samme LIX og sætningslængde"). */
  label: string;
  numbers(items: readonly RevisionDataItem[]): Features | undefined;
}

function globalOf(items: readonly RevisionDataItem[], model: string): Content | undefined {
  return items.find((item) => item.model === model && item.section === 'global')?.content as Content | undefined;
}

function pick(content: Content | undefined, fields: readonly string[]): Features | undefined {
  if (!content) return undefined;
  const out: Features = {};
  for (const field of fields) {
    const value = content[field];
    if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
    out[field] = value;
  }
  return out;
}

function classScores(items: readonly RevisionDataItem[], model: string): Features | undefined {
  const list = globalOf(items, model) as unknown as { class: string; score: number }[] | undefined;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  return Object.fromEntries(list.map((entry) => [entry.class, entry.score]));
}

export const featureGroups: readonly FeatureGroup[] = [
  {
    key: 'legibility',
    label: 'LIX og sætningslængde',
    numbers: (items) =>
      pick(globalOf(items, 'Legibility'), [
        'lix',
        'average_sentence_length',
        'average_word_length',
        'percentage_of_complex_words',
      ]),
  },
  {
    key: 'dialogue',
    label: 'mængden af dialog',
    numbers: (items) =>
      pick(globalOf(items, 'Dialogue'), [
        'percentage_of_paragraphs_with_dialogue',
        'utterances_per_1000_words',
        'average_utterance_length',
      ]),
  },
  {
    key: 'speechVerbs',
    label: 'replikverberne (sige, spørge)',
    numbers: (items) => pick(globalOf(items, 'Dialogue'), ['percentage_say_ask_verbs']),
  },
  {
    key: 'tense',
    label: 'tiden (datid/nutid)',
    numbers: (items) => pick(globalOf(items, 'Tense'), ['percentage_past']),
  },
  {
    key: 'perspective',
    label: 'fortællerpersonen',
    numbers: (items) =>
      pick(globalOf(items, 'Perspective'), [
        'percentage_first_person',
        'percentage_second_person',
        'percentage_third_person',
      ]),
  },
  {
    key: 'tempo',
    label: 'tempoet',
    numbers: (items) => pick(globalOf(items, 'Tempo'), ['percentage_of_fast_paragraphs']),
  },
  {
    key: 'sentiment',
    label: 'stemningen',
    numbers: (items) =>
      pick(globalOf(items, 'Sentiment'), [
        'average_sentiment',
        'percentage_of_positive_sentences',
        'percentage_of_negative_sentences',
      ]),
  },
  {
    key: 'description',
    label: 'beskrivelserne (tillægsord, biord, fyldord)',
    numbers: (items) =>
      pick(globalOf(items, 'ShowingTelling'), [
        'percentage_adjectives',
        'percentage_adverbs',
        'percentage_filling_words',
      ]),
  },
  {
    key: 'powerWords',
    label: 'de stærke ord',
    numbers: (items) => pick(globalOf(items, 'PowerWords'), ['percentage_power_words']),
  },
  {
    key: 'cliches',
    label: 'klichéerne',
    numbers: (items) => pick(globalOf(items, 'Cliches'), ['cliches_per_10000_words']),
  },
  { key: 'genre', label: 'genren', numbers: (items) => classScores(items, 'GenreClassification') },
  { key: 'audience', label: 'målgruppen', numbers: (items) => classScores(items, 'AudienceClassification') },
  {
    key: 'archetype',
    label: 'fortællingens kurve (arketype)',
    numbers: (items) => {
      const scores = globalOf(items, 'Archetypes')?.archetype_scores as { name: string; score: number }[] | undefined;
      return Array.isArray(scores) ? Object.fromEntries(scores.map((entry) => [entry.name, entry.score])) : undefined;
    },
  },
  {
    key: 'semanticFields',
    label: 'emnerne (de semantiske felter)',
    numbers: (items) => {
      const topics = globalOf(items, 'SemanticFields')?.topics as { topic: string; propensity: number }[] | undefined;
      return Array.isArray(topics)
        ? Object.fromEntries(topics.map((entry) => [entry.topic, entry.propensity]))
        : undefined;
    },
  },
];

/** Every number of every group the book has ('group.name'), as the library keeps them (library_books.features). */
export function allFeatures(items: readonly RevisionDataItem[]): Features {
  const out: Features = {};
  for (const group of featureGroups) {
    const numbers = group.numbers(items);
    if (numbers) for (const [name, value] of Object.entries(numbers)) out[`${group.key}.${name}`] = value;
  }
  return out;
}

/** The numbers of the weighted groups out of all of them, or undefined when a weighted group is missing. */
export function weightedFeatures(
  all: Readonly<Features>,
  weights: Readonly<Record<string, number>>,
): Features | undefined {
  const out: Features = {};
  const present = new Set<string>();
  for (const [key, value] of Object.entries(all)) {
    const group = key.slice(0, key.indexOf('.'));
    if (!weights[group] || typeof value !== 'number' || !Number.isFinite(value)) continue;
    out[key] = value;
    present.add(group);
  }
  const missing = featureGroups.some((group) => weights[group.key] && !present.has(group.key));
  return missing ? undefined : out;
}

/**
 * A book's numbers per group ('group.name'), or undefined when a group the weights use is missing. Topics and
 * classes a book lacks count 0 when the library is indexed.
 */
export function bookFeatures(
  items: readonly RevisionDataItem[],
  weights: Readonly<Record<string, number>>,
): Features | undefined {
  const out: Features = {};
  for (const group of featureGroups) {
    if (!weights[group.key]) continue;
    const numbers = group.numbers(items);
    if (!numbers) return undefined;
    for (const [name, value] of Object.entries(numbers)) out[`${group.key}.${name}`] = value;
  }
  return out;
}

/**
 * Why a book's measures cannot be compared (Danish, for the admin who uploads it), or undefined when they can: a
 * group the weights use is missing, has too few numbers, or holds a number that is not finite (NaN).
 */
export function featureProblem(
  items: readonly RevisionDataItem[],
  weights: Readonly<Record<string, number>>,
): string | undefined {
  for (const group of featureGroups) {
    if (!weights[group.key] || group.numbers(items)) continue;
    return `Bogens mål kan ikke sammenlignes med biblioteket: målene for ${group.label} mangler eller er ikke tal.`;
  }
  return undefined;
}
