import type { FromSchema } from 'json-schema-to-ts';
import { count, fraction, partIdentity, percentage, wordCounts } from './common.ts';

/**
 * Perspective: personal pronouns outside dialogue as indicators of the narrative person. The consistence score
 * is the share of narrator pronouns in parts told in the book's main person (0..1).
 */
const personName = { type: 'string', enum: ['1st', '2nd', '3rd'] } as const;

export const perspectiveGlobalSchema = {
  $id: 'models/Perspective/global',
  title: 'Perspective, whole book',
  type: 'object',
  additionalProperties: false,
  required: [
    'main_person_indicator',
    'consistence_score',
    'number_of_first_person',
    'number_of_second_person',
    'number_of_third_person',
    'percentage_first_person',
    'percentage_second_person',
    'percentage_third_person',
    'pronouns_count',
  ],
  properties: {
    main_person_indicator: personName,
    consistence_score: fraction,
    number_of_first_person: count,
    number_of_second_person: count,
    number_of_third_person: count,
    percentage_first_person: percentage,
    percentage_second_person: percentage,
    percentage_third_person: percentage,
    pronouns_count: { ...wordCounts, description: 'Each pronoun outside dialogue and how often it occurs.' },
  },
} as const;

export const perspectivePartsSchema = {
  $id: 'models/Perspective/parts',
  title: 'Perspective per part',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['part', 'chunk_id', 'first_person', 'second_person', 'third_person'],
    properties: {
      ...partIdentity,
      first_person: { ...count, description: '1st person indicators in the part.' },
      second_person: { ...count, description: '2nd person indicators in the part.' },
      third_person: { ...count, description: '3rd person indicators in the part.' },
    },
  },
} as const;

export type PerspectiveGlobal = FromSchema<typeof perspectiveGlobalSchema>;
export type PerspectiveParts = FromSchema<typeof perspectivePartsSchema>;
