/**
 * The content texts a signed-in author's session reads, in one call (issue 33 point 4): the rules, the report
 * list, the FAQs and the texts every report page shares went out as nine calls, six at a time.
 * GET /api/texts/?names=rules,faq,… answers an object with one member per name asked, each as its own route
 * answers it.
 */
import type { FromSchema } from 'json-schema-to-ts';
import * as content from './content.ts';

/** A schema as a member of another: without its own $id and title. */
function member<const S extends { $id: string; title: string }>(schema: S): Omit<S, '$id' | 'title'> {
  const { $id: _id, title: _title, ...body } = schema;
  return body;
}

/** The texts the call answers, by the name asked (the content's name); each as its own route's answer. */
const textMembers = {
  rules: member(content.rulesSchema),
  reportIndexes: member(content.reportIndexesSchema),
  faq: member(content.faqSchema),
  whatIs: member(content.whatIsSchema),
  dashboard: member(content.dashboardSchema),
  globalScores: member(content.globalScoresSchema),
  archetypeIndexes: member(content.archetypeIndexesSchema),
  archetypes: member(content.archetypeTextsSchema),
  lix: member(content.lixTextsSchema),
} as const;

export type TextName = keyof typeof textMembers;
export const textNames = Object.keys(textMembers) as TextName[];

const namePattern = `(?:${textNames.join('|')})`;

export const textsQuerySchema = {
  $id: 'api/content/texts-query',
  title: 'Which content texts, by name',
  type: 'object',
  additionalProperties: false,
  required: ['names'],
  properties: {
    names: {
      type: 'string',
      pattern: `^${namePattern}(?:,${namePattern}){0,${textNames.length - 1}}$`,
      description: `The texts' names separated by commas, a name asked twice is answered once: ${textNames.join(', ')}.`,
    },
  },
} as const;
export type TextsQuery = FromSchema<typeof textsQuerySchema>;

export const textsSchema = {
  $id: 'api/content/texts',
  title: 'Content texts by name: one member per name asked',
  type: 'object',
  additionalProperties: false,
  properties: textMembers,
} as const;
export type Texts = FromSchema<typeof textsSchema>;
