import type { FromSchema } from 'json-schema-to-ts';
import { count, fraction } from './common.ts';

/**
 * A named entity of the book (a character or a location), most prominent first. `score` follows the unit
 * rule (a fraction 0..1: the share of all mentions of its kind); `occurrences` is the count shown as
 * 'Optræder {n} gange'.
 */
const namedEntities = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'score', 'occurrences'],
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

export type ScenesCharacters = FromSchema<typeof scenesCharactersSchema>;
export type ScenesLocations = FromSchema<typeof scenesLocationsSchema>;
