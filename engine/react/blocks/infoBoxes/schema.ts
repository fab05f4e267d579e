import type { FromSchema } from 'json-schema-to-ts';
import { rag } from '../common-schemas.ts';
import { specOf } from '../spec-of.ts';

/** Metric info-box panel: per metric a headline, a progress value (0..1), a description and a RAG label. */
export const infoBoxesPropsSchema = {
  type: 'object',
  required: ['items'],
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
        },
      },
    },
  },
} as const;

export type InfoBoxesProps = FromSchema<typeof infoBoxesPropsSchema>;
export const infoBoxesSpec = specOf(infoBoxesPropsSchema);
