import type { FromSchema } from 'json-schema-to-ts';

/**
 * The passages behind one model's figures, as stored per revision (one row per model, next to its results):
 * the sentences the findings were made in, once each, and per key (a cliché, a word, a name, a part of the mood
 * curve) the places it was found. A place is five integers: the sentence (index into `sentences`), the found
 * words' start and end offsets in that sentence (equal when nothing is to be marked), the paragraph's index in the
 * book and the position in the book in tenths of a percent. `total` counts every find; `at` holds at most the
 * analysis' cap per key (docs/PASSAGES.md says what is dropped).
 */
export const modelPassagesSchema = {
  title: "The passages behind one model's figures",
  type: 'object',
  additionalProperties: false,
  required: ['sentences', 'keys'],
  properties: {
    sentences: { type: 'array', items: { type: 'string' } },
    keys: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['total', 'at'],
        properties: {
          total: { type: 'integer', minimum: 0 },
          at: { type: 'array', items: { type: 'integer', minimum: 0 } },
        },
      },
    },
  },
} as const;

export type ModelPassages = FromSchema<typeof modelPassagesSchema>;

/** Integers per recorded place in `at`. */
export const placeWidth = 5;
