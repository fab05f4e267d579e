import type { FromSchema } from 'json-schema-to-ts';
import { count, partIdentity, percentage } from './common.ts';

/** Tempo: paragraphs read as fast (short sentences, dialogue, action verbs) or slow. */
export const tempoGlobalSchema = {
  $id: 'models/Tempo/global',
  title: 'Tempo, whole book',
  type: 'object',
  additionalProperties: false,
  required: ['number_of_fast_paragraphs', 'number_of_slow_paragraphs', 'percentage_of_fast_paragraphs'],
  properties: {
    number_of_fast_paragraphs: count,
    number_of_slow_paragraphs: count,
    percentage_of_fast_paragraphs: percentage,
  },
} as const;

export const tempoPartsSchema = {
  $id: 'models/Tempo/parts',
  title: 'Tempo per part',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['part', 'chunk_id', 'chunk_is_fast', 'percentage_of_fast_paragraphs'],
    properties: {
      ...partIdentity,
      chunk_is_fast: { type: 'boolean', description: 'More than half of the part reads fast.' },
      percentage_of_fast_paragraphs: percentage,
    },
  },
} as const;

export type TempoGlobal = FromSchema<typeof tempoGlobalSchema>;
export type TempoParts = FromSchema<typeof tempoPartsSchema>;
