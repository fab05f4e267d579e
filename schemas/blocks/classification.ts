import type { FromSchema } from 'json-schema-to-ts';

const classScore = {
  type: 'object',
  required: ['class', 'score'],
  properties: { class: { type: 'string' }, score: { type: 'number' } },
} as const;

export const classificationPropsSchema = {
  $id: 'blocks/classification',
  description:
    "Genre/audience: the classes to show (the definition's rule picks one or two) with da-DK percentages, given against analysed, match/no-match text, characteristics ('NoText' hidden). Names shown through Spaending → Spænding, Boern → Børn.",
  type: 'object',
  additionalProperties: false,
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
