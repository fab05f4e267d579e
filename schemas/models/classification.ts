import type { FromSchema } from 'json-schema-to-ts';
import { fraction } from './common.ts';

/**
 * A classification (genre or audience, spec §3): every class the classifier knows with its score, a fraction
 * 0..1, sorted by descending score. Class names are the names of the rules' genres and audiences
 * (e.g. 'Krimi', 'Spaending', 'Boern'); the report shows them through the name mapping (Spaending → Spænding).
 */
const classificationList = {
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['class', 'score'],
    properties: {
      class: { type: 'string', minLength: 1 },
      score: fraction,
      drivers: {
        type: 'array',
        description: 'For the top class: what in the book pulled toward it most (Danish phrases), strongest first.',
        maxItems: 5,
        items: { type: 'string', minLength: 1 },
      },
    },
  },
} as const;

export const genreClassificationGlobalSchema = {
  $id: 'models/GenreClassification/global',
  title: 'Genre classification, whole book',
  ...classificationList,
} as const;

export const audienceClassificationGlobalSchema = {
  $id: 'models/AudienceClassification/global',
  title: 'Audience (Målgruppe) classification, whole book',
  ...classificationList,
} as const;

export type GenreClassificationGlobal = FromSchema<typeof genreClassificationGlobalSchema>;
export type AudienceClassificationGlobal = FromSchema<typeof audienceClassificationGlobalSchema>;
