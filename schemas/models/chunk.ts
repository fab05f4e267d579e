import type { FromSchema } from 'json-schema-to-ts';
import { count, partIdentity } from './common.ts';

/** The book cut into parts by percent; `part_text` is the part's paragraphs, shown in the 'Info' dialog. */
export const chunkPartsSchema = {
  $id: 'models/Chunk/parts',
  title: 'The book cut into parts',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['part', 'chunk_id', 'part_text', 'number_of_words'],
    properties: {
      ...partIdentity,
      part_text: { type: 'array', items: { type: 'string' }, description: 'The paragraphs of the part.' },
      number_of_words: count,
    },
  },
} as const;

export type ChunkParts = FromSchema<typeof chunkPartsSchema>;
