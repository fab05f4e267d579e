import type { FromSchema } from 'json-schema-to-ts';
import { count, partIdentity } from './common.ts';

/**
 * The book cut into parts by percent; `part_text` is an excerpt of the part (its first paragraphs, at most 6,000
 * characters, the last one cut at a word with '…'), shown in the 'Info' dialog.
 */
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
      part_text: {
        type: 'array',
        items: { type: 'string' },
        description: "The part's first paragraphs, at most 6,000 characters (the whole part in data analysed before).",
      },
      number_of_words: count,
    },
  },
} as const;

export type ChunkParts = FromSchema<typeof chunkPartsSchema>;
