import type { FromSchema } from 'json-schema-to-ts';
import { count, fraction, wordCounts } from './common.ts';

/**
 * Power words (Stærke ord): emotionally strong words by category. A category's propensity is its share of all
 * power words; `propensity` is power words per word of the book scaled so that 1 means very dense (see the
 * analyser); `propensity_per_genre` weighs the categories by what each genre leans on.
 */
export const powerWordsGlobalSchema = {
  $id: 'models/PowerWords/global',
  title: 'Power words, whole book',
  type: 'object',
  additionalProperties: false,
  required: [
    'number_of_power_words',
    'percentage_power_words',
    'power_words_categories',
    'propensity',
    'propensity_per_genre',
  ],
  properties: {
    number_of_power_words: count,
    percentage_power_words: { type: 'number', minimum: 0, maximum: 100 },
    power_words_categories: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['count', 'propensity', 'words'],
        properties: {
          count,
          propensity: fraction,
          words: { ...wordCounts, description: 'Counts by lemma ("død" counts død, døde, dødt, døden).' },
          forms: {
            type: 'object',
            description: 'Per lemma of words, the forms found and their counts (shown on hover and in the passages).',
            additionalProperties: wordCounts,
          },
        },
      },
    },
    propensity: fraction,
    propensity_per_genre: { type: 'object', additionalProperties: fraction },
  },
} as const;

export type PowerWordsGlobal = FromSchema<typeof powerWordsGlobalSchema>;
