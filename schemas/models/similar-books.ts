import type { FromSchema } from 'json-schema-to-ts';
import { fraction, nonNegative, percentage } from './common.ts';
import { archetypeNames } from './story-shapes.ts';

/**
 * A library book's id: its ISBN-10 or ISBN-13, digits only (ISBN-10 may end in X), or, for a book without one,
 * Lektør's stable id 'lektor-<author>-<title>' (lower-case letters, digits, hyphens).
 */
export const isbn = { type: 'string', pattern: '^(?:\\d{9}[\\dX]|\\d{13}|lektor-[a-z0-9-]{1,80})$' } as const;

/**
 * The measures of a similar book that the reports compare against (radars on genre, global score, LIX,
 * archetype and dialogue; 'Similar LIX'; show/tell).
 */
const similarBookData = {
  type: 'object',
  additionalProperties: false,
  required: [
    'genre',
    'genre_score',
    'global_score',
    'lix',
    'best_archetype_name',
    'best_archetype_score',
    'percentage_of_paragraphs_with_dialogue',
    'percentage_say_ask_verbs',
    'show_tell_value',
  ],
  properties: {
    genre: { type: 'string', minLength: 1, description: 'Top genre class of the book.' },
    genre_score: fraction,
    global_score: { ...percentage, description: 'Global score 0..100.' },
    lix: nonNegative,
    best_archetype_name: { type: 'string', enum: archetypeNames },
    best_archetype_score: fraction,
    percentage_of_paragraphs_with_dialogue: percentage,
    percentage_say_ask_verbs: { ...percentage, description: 'As Dialogue.percentage_say_ask_verbs.' },
    show_tell_value: { ...fraction, description: 'As ShowingTelling.show_tell_value.' },
    utterances_per_1000_words: { ...nonNegative, description: 'As Dialogue.utterances_per_1000_words.' },
    adverbs_per_100_utterances: {
      ...nonNegative,
      description: 'Adverbs in speech tags per 100 utterances (Dialogue.number_of_adverbs_in_dialogue).',
    },
    average_utterance_length: { ...nonNegative, description: 'As Dialogue.average_utterance_length.' },
  },
} as const;

/** The measures every similar book carries, which a chart may compare the book with. */
export const similarBookMeasures: readonly string[] = Object.keys(similarBookData.properties);

/** One similar published book (spec §3: ISBN, title, author, data). */
export const similarBookShape = {
  type: 'object',
  additionalProperties: false,
  required: ['isbn', 'title', 'author', 'similarity', 'data'],
  properties: {
    isbn,
    title: { type: 'string', minLength: 1 },
    author: { type: 'string', minLength: 1 },
    year: {
      type: ['integer', 'null'],
      minimum: 1000,
      maximum: 9999,
      description: 'First publication year, null when unknown.',
    },
    form: {
      type: ['string', 'null'],
      minLength: 1,
      description: 'The form of the work in Danish (roman, novelle …), null when unknown.',
    },
    similarity: { ...fraction, description: 'How similar the book is to the manuscript, 0..1.' },
    reasons: {
      type: 'array',
      maxItems: 3,
      items: { type: 'string', minLength: 1 },
      description: 'The groups of measures in which the book is closest, closest first (Danish).',
    },
    data: similarBookData,
  },
} as const;

export const similarBooksGlobalSchema = {
  $id: 'models/SimilarBooks/global',
  title: 'Similar published books, most similar first (may be empty)',
  type: 'array',
  items: similarBookShape,
} as const;

export type SimilarBooksGlobal = FromSchema<typeof similarBooksGlobalSchema>;
