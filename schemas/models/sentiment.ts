import type { FromSchema } from 'json-schema-to-ts';
import { partIdentity, percentage } from './common.ts';
import { sentimentValue } from './story-shapes.ts';

export const sentimentGlobalSchema = {
  $id: 'models/Sentiment/global',
  title: 'Sentiment (mood), whole book',
  type: 'object',
  additionalProperties: false,
  required: ['average_sentiment', 'percentage_of_positive_sentences', 'percentage_of_negative_sentences'],
  properties: {
    average_sentiment: sentimentValue,
    percentage_of_positive_sentences: percentage,
    percentage_of_negative_sentences: percentage,
  },
} as const;

export const sentimentPartsSchema = {
  $id: 'models/Sentiment/parts',
  title: 'Sentiment per part: the mood curve and its trendline',
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['part', 'chunk_id', 'sentiment', 'trendline'],
    properties: {
      ...partIdentity,
      sentiment: { ...sentimentValue, description: 'Mean sentiment of the part.' },
      trendline: { ...sentimentValue, description: 'Smoothed sentiment at this position.' },
    },
  },
} as const;

export type SentimentGlobal = FromSchema<typeof sentimentGlobalSchema>;
export type SentimentParts = FromSchema<typeof sentimentPartsSchema>;
