/** The passages behind a figure (docs/PASSAGES.md): the query and one page of sentences. */
import type { FromSchema } from 'json-schema-to-ts';

/** The models whose figures have passages behind them. */
export const passageModels = ['Cliches', 'PowerWords', 'ShowingTelling', 'Dialogue', 'Scenes', 'Sentiment'] as const;
export type PassageModel = (typeof passageModels)[number];

/** Sentences per page. */
export const passagesPageSize = 10;

export const passagesQuerySchema = {
  $id: 'api/passages-query',
  title: 'Which passages: the model, the key (a cliché, a word, a name, a part of the mood curve) and the page',
  type: 'object',
  additionalProperties: false,
  required: ['model', 'key'],
  properties: {
    model: { type: 'string', enum: passageModels },
    key: { type: 'string', minLength: 1, maxLength: 200, description: "e.g. 'kold som is', 'Marie', '3'" },
    page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
  },
} as const;
export type PassagesQuery = FromSchema<typeof passagesQuerySchema>;

const offset = { type: 'integer', minimum: 0 } as const;

export const passagesPageSchema = {
  $id: 'api/passages',
  title: 'One page of the passages behind a figure',
  type: 'object',
  additionalProperties: false,
  required: ['model', 'key', 'total', 'stored', 'page', 'pages', 'pageSize', 'passages'],
  properties: {
    model: { type: 'string', enum: passageModels },
    key: { type: 'string' },
    total: { ...offset, description: 'Every find of the key in the book.' },
    stored: { ...offset, description: 'The finds whose place was kept (at most the cap per key).' },
    page: { type: 'integer', minimum: 1 },
    pages: offset,
    pageSize: { type: 'integer', minimum: 1 },
    passages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['sentence', 'marks', 'position', 'paragraph'],
        properties: {
          sentence: { type: 'string' },
          marks: {
            type: 'array',
            description: 'The found words: offsets in the sentence (none when the whole sentence is the passage).',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['start', 'end'],
              properties: { start: offset, end: offset },
            },
          },
          position: { type: 'number', minimum: 0, maximum: 100, description: 'Place in the book, in percent.' },
          paragraph: { ...offset, description: "The paragraph's index in the book." },
        },
      },
    },
    message: { type: 'string', description: 'Why there is nothing (or not everything) to show, in Danish.' },
  },
} as const;
export type PassagesPage = FromSchema<typeof passagesPageSchema>;
