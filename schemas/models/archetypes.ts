import type { FromSchema } from 'json-schema-to-ts';
import { fraction, partIdentity } from './common.ts';
import { archetypeNames, archetypeType, sentimentValue } from './story-shapes.ts';

export const archetypesGlobalSchema = {
  $id: 'models/Archetypes/global',
  title: 'Archetype (story shape), whole book',
  type: 'object',
  additionalProperties: false,
  required: ['best_archetype_name', 'best_archetype_type', 'best_archetype_score', 'archetype_scores'],
  properties: {
    best_archetype_name: { type: 'string', enum: archetypeNames },
    best_archetype_type: archetypeType,
    best_archetype_score: { ...fraction, description: 'How well the mood curve fits the best shape, 0..1.' },
    archetype_scores: {
      type: 'array',
      description: 'Fit of every shape, in type order 1..6.',
      minItems: 6,
      maxItems: 6,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['type', 'name', 'score'],
        properties: { type: archetypeType, name: { type: 'string', enum: archetypeNames }, score: fraction },
      },
    },
  },
} as const;

/**
 * The points of the archetype's trendline chart. The part's text for the 'Info' dialog is Chunk/parts'
 * part_text of the same chunk_id (not repeated here).
 */
export const archetypesPartsSchema = {
  $id: 'models/Archetypes/parts',
  title: 'Archetype trendline per part',
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['part', 'chunk_id', 'sentiment', 'trendline'],
    properties: { ...partIdentity, sentiment: sentimentValue, trendline: sentimentValue },
  },
} as const;

export type ArchetypesGlobal = FromSchema<typeof archetypesGlobalSchema>;
export type ArchetypesParts = FromSchema<typeof archetypesPartsSchema>;
