import type { FromSchema } from 'json-schema-to-ts';
import { count, nonNegative, partIdentity, percentage } from './common.ts';

/** Readability (Læsbarhed): LIX = words / sentences + 100 × long words / words; a long word has more than 6 letters. */
const legibilityMeasures = {
  number_of_sentences: count,
  number_of_words: count,
  number_of_complex_words: { ...count, description: 'Words with more than 6 letters.' },
  percentage_of_complex_words: percentage,
  average_sentence_length: { ...nonNegative, description: 'Words per sentence.' },
  average_word_length: { ...nonNegative, description: 'Letters per word.' },
  lexicon_size: {
    ...count,
    description: 'Number of distinct word forms (lower-cased, old "aa" spelling read as "å").',
  },
  lix: nonNegative,
} as const;

const legibilityRequired = [
  'number_of_sentences',
  'number_of_words',
  'number_of_complex_words',
  'percentage_of_complex_words',
  'average_sentence_length',
  'average_word_length',
  'lexicon_size',
  'lix',
] as const;

export const legibilityGlobalSchema = {
  $id: 'models/Legibility/global',
  title: 'Legibility, whole book',
  type: 'object',
  additionalProperties: false,
  required: legibilityRequired,
  properties: legibilityMeasures,
} as const;

export const legibilityPartsSchema = {
  $id: 'models/Legibility/parts',
  title: 'Legibility per part',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['part', 'chunk_id', ...legibilityRequired],
    properties: { ...partIdentity, ...legibilityMeasures },
  },
} as const;

export type LegibilityGlobal = FromSchema<typeof legibilityGlobalSchema>;
export type LegibilityParts = FromSchema<typeof legibilityPartsSchema>;
