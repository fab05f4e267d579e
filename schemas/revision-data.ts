import type { FromSchema } from 'json-schema-to-ts';
import { modelNames, sectionNames } from './models/names.ts';

/** One model result of a revision: which model, which section, and its content (checked per model and section). */
const revisionDataItemShape = {
  type: 'object',
  additionalProperties: false,
  required: ['model', 'section', 'content'],
  properties: {
    model: { type: 'string', enum: modelNames },
    section: { type: 'string', enum: sectionNames },
    content: {},
  },
} as const;

export const revisionDataItemSchema = { $id: 'revision-data/item', ...revisionDataItemShape } as const;

export const revisionDataSchema = {
  $id: 'revision-data',
  type: 'array',
  items: revisionDataItemShape,
} as const;

export type RevisionDataItem = FromSchema<typeof revisionDataItemSchema>;
export type RevisionData = FromSchema<typeof revisionDataSchema>;
