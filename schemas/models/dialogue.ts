import type { FromSchema } from 'json-schema-to-ts';
import { count, fraction, partIdentity, percentage, wordCounts } from './common.ts';

/**
 * Dialogue. The count maps carry the canonical key names 'dialogue-verbs count' and 'dialogue-adverbs count'
 * (older model versions named them differently; readers normalise to these). A category's propensity is its
 * share of all categorised dialogue verbs (0..1).
 */
export const dialogueCategoryNames = [
  'arrogant',
  'irritated',
  'answer-giving',
  'mocking',
  'questioning',
  'uncertain',
  'scared',
  'angry',
] as const;

const category = {
  type: 'object',
  additionalProperties: false,
  required: ['count', 'propensity', 'words'],
  properties: { count, propensity: fraction, words: wordCounts },
} as const;

export const dialogueGlobalSchema = {
  $id: 'models/Dialogue/global',
  title: 'Dialogue, whole book',
  type: 'object',
  additionalProperties: false,
  required: [
    'number_of_utterances',
    'number_of_paragraphs_with_dialogue',
    'percentage_of_paragraphs_with_dialogue',
    'dialogue-verbs count',
    'dialogue-adverbs count',
    'categories',
    'number_of_say_verbs',
    'number_of_ask_verbs',
    'percentage_say_ask_verbs',
  ],
  properties: {
    number_of_utterances: count,
    number_of_paragraphs_with_dialogue: count,
    percentage_of_paragraphs_with_dialogue: percentage,
    'dialogue-verbs count': { ...wordCounts, description: 'Dialogue verbs (lemma) in speech tags.' },
    'dialogue-adverbs count': {
      ...wordCounts,
      description: 'Adverbs in speech tags by lemma ("sagde hun roligt" counts under "rolig").',
    },
    'dialogue-adverbs forms': {
      type: 'object',
      description: 'Per lemma of the speech-tag adverbs, the forms found and their counts.',
      additionalProperties: wordCounts,
    },
    categories: {
      type: 'object',
      additionalProperties: false,
      // The spec lists categories without saying all eight are always there: absent ones count as none.
      properties: Object.fromEntries(dialogueCategoryNames.map((name) => [name, category])) as Record<
        (typeof dialogueCategoryNames)[number],
        typeof category
      >,
    },
    number_of_say_verbs: { ...count, description: "Forms of 'sige' in speech tags." },
    number_of_ask_verbs: { ...count, description: "Forms of 'spørge' in speech tags." },
    percentage_say_ask_verbs: { ...percentage, description: "'sige' and 'spørge' among all dialogue verbs." },
    number_of_adverbs_in_dialogue: {
      ...count,
      description: "Adverbs in speech tags, all of them (the 'Biord i dialog' metric); absent in older revisions.",
    },
    utterances_per_1000_words: {
      type: 'number',
      minimum: 0,
      description: 'Utterances per 1,000 words of the book (one decimal); absent in older revisions.',
    },
    average_utterance_length: {
      type: 'number',
      minimum: 0,
      description: 'Words inside dialogue per utterance (one decimal); absent in older revisions.',
    },
  },
} as const;

export const dialoguePartsSchema = {
  $id: 'models/Dialogue/parts',
  title: 'Dialogue per part',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['part', 'chunk_id', 'number_of_utterances', 'percentage_of_paragraphs_with_dialogue'],
    properties: { ...partIdentity, number_of_utterances: count, percentage_of_paragraphs_with_dialogue: percentage },
  },
} as const;

export type DialogueGlobal = FromSchema<typeof dialogueGlobalSchema>;
export type DialogueParts = FromSchema<typeof dialoguePartsSchema>;
