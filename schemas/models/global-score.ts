import type { FromSchema } from 'json-schema-to-ts';
import { percentage } from './common.ts';

/**
 * Global score (spec §3): `score` is the total 0..100; every other field is that element's own score 0..100
 * (higher is better), which the report lists ascending, leaving out zeros and the total. GlobalAnalyzed
 * scores against the analysed genre and audience, GlobalUser against the ones the author gave.
 */
const globalScoreElements = [
  'archetype',
  'audience_classification',
  'cliches',
  'dialogue',
  'genre_classification',
  'legibility',
  'power_words',
  'showing_telling',
  'tempo',
] as const;

const globalScoreContent = {
  type: 'object',
  additionalProperties: false,
  required: ['score', ...globalScoreElements],
  properties: {
    score: percentage,
    archetype: percentage,
    audience_classification: percentage,
    cliches: percentage,
    dialogue: percentage,
    genre_classification: percentage,
    legibility: percentage,
    power_words: percentage,
    showing_telling: percentage,
    tempo: percentage,
  },
} as const;

export const globalAnalyzedGlobalSchema = {
  $id: 'models/GlobalAnalyzed/global',
  title: 'Global score against the analysed genre and audience',
  ...globalScoreContent,
} as const;

export const globalUserGlobalSchema = {
  $id: 'models/GlobalUser/global',
  title: 'Global score against the genre and audience the author gave',
  ...globalScoreContent,
} as const;

export { globalScoreElements };
export type GlobalAnalyzedGlobal = FromSchema<typeof globalAnalyzedGlobalSchema>;
export type GlobalUserGlobal = FromSchema<typeof globalUserGlobalSchema>;
