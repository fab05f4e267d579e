/** Chunk: the text of every part, for the 'Info' dialog of the report's curves. */
import type { ChunkParts } from '../../schemas/models/chunk.ts';
import type { ModelAnalyser } from './analyser.ts';

export const chunkAnalyser: ModelAnalyser = {
  model: 'Chunk',
  analyse: ({ parts }) => [
    {
      section: 'parts',
      content: parts.map((part): ChunkParts[number] => ({
        part: part.part,
        chunk_id: part.chunkId,
        part_text: part.paragraphs.map((paragraph) => paragraph.text),
        number_of_words: part.wordCount,
      })),
    },
  ],
};
