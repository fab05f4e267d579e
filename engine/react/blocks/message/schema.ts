import type { FromSchema } from 'json-schema-to-ts';
import { rag } from '../common-schemas.ts';
import { specOf } from '../spec-of.ts';

/** A short text, e.g. an empty state ('Ingen fundne klichéer'); usually shown by a display rule. */
export const messagePropsSchema = {
  type: 'object',
  required: ['text'],
  properties: {
    text: { type: 'string' },
    tone: { type: 'string', enum: ['info', 'empty'] },
    rag: { ...rag, description: 'Shows a conclusion icon in the RAG colour (a check for G).' },
  },
} as const;

export type MessageProps = FromSchema<typeof messagePropsSchema>;
export const messageSpec = specOf(messagePropsSchema);
