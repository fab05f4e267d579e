import type { FromSchema } from 'json-schema-to-ts';
import { specOf } from '../spec-of.ts';

const classScore = {
  type: 'object',
  required: ['class', 'score'],
  properties: { class: { type: 'string' }, score: { type: 'number' } },
} as const;

/**
 * Genre or audience: the classes to show (the definition's display rule picks one or two) with percentages,
 * the user's given value against the analysed one, and the match or no-match text from the rules.
 */
export const classificationPropsSchema = {
  type: 'object',
  required: ['classes'],
  properties: {
    heading: { type: 'string' },
    classes: { type: 'array', items: classScore },
    given: { type: 'string' },
    analysed: { type: 'string' },
    matchText: { type: 'string' },
    noMatchText: { type: 'string' },
    characteristics: {
      type: 'array',
      items: { type: 'object', properties: { metric: { type: 'string' }, text: { type: 'string' } } },
    },
  },
} as const;

export type ClassificationProps = FromSchema<typeof classificationPropsSchema>;
export const classificationSpec = specOf(classificationPropsSchema);
