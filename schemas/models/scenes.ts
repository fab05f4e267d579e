import type { FromSchema } from 'json-schema-to-ts';
import { count, fraction, nonNegative, percentage } from './common.ts';

/**
 * A named entity of the book (a character or a location), most prominent first. `score` follows the unit
 * rule (a fraction 0..1: the share of all mentions of its kind); `occurrences` is the count shown as
 * 'Optræder {n} gange'. The spec's shape is {name, score}: occurrences may be absent (the pages then show the
 * share of mentions).
 */
const namedEntities = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'score'],
    properties: {
      name: { type: 'string', minLength: 1 },
      score: fraction,
      occurrences: { ...count, minimum: 1 },
    },
  },
} as const;

export const scenesCharactersSchema = {
  $id: 'models/Scenes/characters',
  title: 'Characters of the book',
  ...namedEntities,
} as const;

export const scenesLocationsSchema = {
  $id: 'models/Scenes/locations',
  title: 'Locations (scenes) of the book',
  ...namedEntities,
} as const;

/**
 * The cast and settings in figures. Revisions analysed before this section existed have none: their Karakter and
 * Scener pages show no recommendation.
 */
export const scenesGlobalSchema = {
  $id: 'models/Scenes/global',
  title: 'Characters and locations of the book in figures',
  type: 'object',
  additionalProperties: false,
  required: [
    'number_of_characters',
    'number_of_locations',
    'percentage_main_character',
    'location_mentions_per_10000_words',
  ],
  properties: {
    number_of_characters: { ...count, description: 'Characters found (the characters list shows at most 200).' },
    number_of_locations: { ...count, description: 'Locations found (the locations list shows at most 200).' },
    percentage_main_character: {
      ...percentage,
      description: "The most mentioned character's share of all character mentions, in percent (0 without characters).",
    },
    location_mentions_per_10000_words: {
      ...nonNegative,
      description: 'Mentions of the locations per 10,000 words of the book (2 decimals; 0 for a book without words).',
    },
  },
} as const;

export type ScenesGlobal = FromSchema<typeof scenesGlobalSchema>;
export type ScenesCharacters = FromSchema<typeof scenesCharactersSchema>;
export type ScenesLocations = FromSchema<typeof scenesLocationsSchema>;
