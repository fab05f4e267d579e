import type { FromSchema } from 'json-schema-to-ts';
import { count, fraction, percentage } from './common.ts';

/** One topic (semantic field) of the book. */
const topic = {
  type: 'object',
  additionalProperties: false,
  required: ['topic', 'propensity', 'number_of_words', 'vocabulary_size', 'keywords'],
  properties: {
    topic: { type: 'string', minLength: 1, description: 'Name of the semantic field, Danish.' },
    propensity: { ...fraction, description: "The topic's weight in the book (the report's 'score')." },
    number_of_words: { ...count, description: 'Running words of the book that belong to the topic.' },
    vocabulary_size: { ...count, description: 'Distinct lemmas of the topic found in the book.' },
    keywords: {
      type: 'object',
      description: 'Keyword (lemma) → weight 0..1 within the topic; the report lists the heaviest first.',
      minProperties: 1,
      additionalProperties: fraction,
    },
  },
} as const;

export const semanticFieldsGlobalSchema = {
  $id: 'models/SemanticFields/global',
  title: 'Semantic fields, whole book',
  type: 'object',
  additionalProperties: false,
  required: ['topics', 'lemma_dictionary'],
  properties: {
    topics: { type: 'array', items: topic, description: 'Sorted by descending propensity.' },
    percentage_top_three_fields: {
      ...percentage,
      description:
        "How concentrated the book's themes are: the three strongest fields' share of all fields' propensity, in percent (0 without field words). Absent in revisions analysed before it existed.",
    },
    lemma_dictionary: {
      type: 'object',
      description: 'Lemma → the word forms of it that occur in the book.',
      additionalProperties: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
    },
  },
} as const;

export type SemanticFieldsGlobal = FromSchema<typeof semanticFieldsGlobalSchema>;
