import type { FromSchema } from 'json-schema-to-ts';
import { count, fraction, nonNegative } from './common.ts';

/** Clichés: fixed phrases found in the text, grouped by cliché, each with the sentences and a similarity score. */
export const clichesGlobalSchema = {
  $id: 'models/Cliches/global',
  title: 'Clichés, whole book',
  type: 'object',
  additionalProperties: false,
  required: ['number_of_cliches', 'groups'],
  properties: {
    number_of_cliches: { ...count, description: 'Occurrences of clichés in the book.' },
    cliches_per_10000_words: {
      ...nonNegative,
      description:
        'Occurrences of clichés per 10,000 words of the book (2 decimals; 0 for a book without words). Absent in revisions analysed before it existed.',
    },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['cliche', 'type', 'count', 'sentences'],
        properties: {
          cliche: { type: 'string', description: 'The cliché in its dictionary form.' },
          type: { type: 'string', description: 'Kind of cliché (sammenligning, talemåde, ...).' },
          count,
          sentences: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['sentence', 'similarity_score'],
              properties: { sentence: { type: 'string' }, similarity_score: fraction },
            },
          },
        },
      },
    },
  },
} as const;

export type ClichesGlobal = FromSchema<typeof clichesGlobalSchema>;
