import type { FromSchema } from 'json-schema-to-ts';
import { rag } from './common.ts';

export const infoBoxesPropsSchema = {
  $id: 'blocks/infoBoxes',
  description:
    "Metric info-box panel: headline, progress (0..1) with the value, description, RAG label; a box without them says why (`note`). Without items: 'Fejlede i at hente eller lave infomations kasser.'",
  type: 'object',
  additionalProperties: false,
  required: [],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          headline: { type: 'string' },
          progress: { type: 'number' },
          valueText: { type: 'string' },
          description: { type: 'string' },
          rag,
          ragText: { type: 'string' },
          note: { type: 'string', description: 'Why the box has no value or no RAG level, in Danish.' },
        },
      },
    },
  },
} as const;

export type InfoBoxesProps = FromSchema<typeof infoBoxesPropsSchema>;
