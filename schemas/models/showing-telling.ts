import type { FromSchema } from 'json-schema-to-ts';
import { count, fraction, partIdentity, percentage, wordCounts } from './common.ts';

/** Per listed lemma, the forms the text wrote and how often ("pludselig": {"pludselig": 3, "pludseligt": 5}). */
const lemmaForms = {
  type: 'object',
  description: 'The forms found of each listed lemma, with their counts (shown on hover and in the passages).',
  additionalProperties: wordCounts,
} as const;

/**
 * Show/tell: telling leans on adjectives, adverbs and filling words; descriptive words are adjectives and
 * adverbs together. Percentages are of all words. show_tell_value (0..1) is higher the more the text shows.
 * The word lists are keyed by lemma ('pludselig'); the *_forms objects give each lemma's forms found.
 */
export const showingTellingGlobalSchema = {
  $id: 'models/ShowingTelling/global',
  title: 'Show/tell, whole book',
  type: 'object',
  additionalProperties: false,
  required: [
    'number_of_adjectives',
    'number_of_adverbs',
    'number_of_descriptive_words',
    'number_of_filling_words',
    'percentage_adjectives',
    'percentage_adverbs',
    'percentage_descriptive_words',
    'percentage_filling_words',
    'adjectives_count',
    'adverbs_count',
    'descriptive_words_count',
    'filling_words_count',
    'show_tell_value',
  ],
  properties: {
    number_of_adjectives: count,
    number_of_adverbs: count,
    number_of_descriptive_words: count,
    number_of_filling_words: count,
    percentage_adjectives: percentage,
    percentage_adverbs: percentage,
    percentage_descriptive_words: percentage,
    percentage_filling_words: percentage,
    adjectives_count: wordCounts,
    adverbs_count: wordCounts,
    descriptive_words_count: wordCounts,
    filling_words_count: wordCounts,
    adjectives_forms: lemmaForms,
    adverbs_forms: lemmaForms,
    descriptive_words_forms: lemmaForms,
    filling_words_forms: lemmaForms,
    show_tell_value: fraction,
  },
} as const;

export const showingTellingPartsSchema = {
  $id: 'models/ShowingTelling/parts',
  title: 'Show/tell per part',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: [
      'part',
      'chunk_id',
      'percentage_adjectives',
      'percentage_adverbs',
      'percentage_descriptive_words',
      'percentage_filling_words',
    ],
    properties: {
      ...partIdentity,
      percentage_adjectives: percentage,
      percentage_adverbs: percentage,
      percentage_descriptive_words: percentage,
      percentage_filling_words: percentage,
    },
  },
} as const;

export type ShowingTellingGlobal = FromSchema<typeof showingTellingGlobalSchema>;
export type ShowingTellingParts = FromSchema<typeof showingTellingPartsSchema>;
