import type { FromSchema } from 'json-schema-to-ts';
import { rag } from './common.ts';

export const messagePropsSchema = {
  $id: 'blocks/message',
  description:
    'A short text, e.g. an empty state, usually under a display rule; `rag` adds a conclusion icon (G check).',
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: {
    text: { type: 'string' },
    tone: { type: 'string', enum: ['info', 'empty'] },
    rag: { ...rag, description: 'Shows a conclusion icon in the RAG colour (a check for G).' },
  },
} as const;

export type MessageProps = FromSchema<typeof messagePropsSchema>;
