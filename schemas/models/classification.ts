import type { FromSchema } from 'json-schema-to-ts';
import { fraction } from './common.ts';

/** Class names that differ from the rules' display names (spec §2: Spaending is shown as Spænding, Boern as Børn). */
const displayNames: Record<string, string> = { Spaending: 'Spænding', Boern: 'Børn' };

/** A class name as shown and as the rules name it: Spaending as Spænding, Boern as Børn. */
export function displayClassName(name: string): string {
  return name.replace(/Spaending|Boern/g, (m) => displayNames[m] ?? m);
}

/** The class name of a rules' genre or audience name (Spænding → Spaending). */
export function classNameOfRule(ruleName: string): string {
  const entry = Object.entries(displayNames).find(([, shown]) => shown === ruleName);
  return entry ? entry[0] : ruleName;
}

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
      class: {
        type: 'string',
        minLength: 1,
        description:
          "The class, named as the rules name it but in ASCII where the rules' name has æ/ø/å: 'Spaending' is the rules' " +
          "'Spænding', 'Boern' is 'Børn'; every other name is the rules' own (e.g. 'Krimi', 'Voksne').",
      },
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
