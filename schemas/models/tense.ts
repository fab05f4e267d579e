import type { FromSchema } from 'json-schema-to-ts';
import { count, partIdentity, percentage } from './common.ts';

/** Tense (Tempus): finite verbs in the past (Datid) and the present (Nutid). */
const tenseName = { type: 'string', enum: ['Past', 'Pres'] } as const;

export const tenseGlobalSchema = {
  $id: 'models/Tense/global',
  title: 'Tense, whole book',
  type: 'object',
  additionalProperties: false,
  required: [
    'main_tense',
    'secondary_tense',
    'number_of_past',
    'number_of_present',
    'percentage_past',
    'percentage_present',
    'tenses_count',
  ],
  properties: {
    main_tense: tenseName,
    secondary_tense: tenseName,
    number_of_past: { ...count, description: 'Finite verbs in the past tense.' },
    number_of_present: { ...count, description: 'Finite verbs in the present tense.' },
    percentage_past: percentage,
    percentage_present: percentage,
    tenses_count: {
      type: 'object',
      additionalProperties: false,
      required: ['Past', 'Pres'],
      properties: { Past: count, Pres: count },
    },
    verbs_count: {
      type: 'object',
      description:
        "The book's finite verbs by lemma (the 100 most frequent; auxiliaries and modals left out): the Udsagnsord page. Absent in older revisions.",
      additionalProperties: count,
    },
    verbs_forms: {
      type: 'object',
      description:
        'Per lemma of verbs_count, the forms the text wrote and their counts (shown beside the count on the Udsagnsord page). Absent in older revisions.',
      additionalProperties: { type: 'object', additionalProperties: count },
    },
  },
} as const;

export const tensePartsSchema = {
  $id: 'models/Tense/parts',
  title: 'Tense per part',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['part', 'chunk_id', 'Past', 'Pres', 'percentage_past', 'percentage_present'],
    properties: {
      ...partIdentity,
      Past: { ...count, description: 'Finite verbs in the past tense in the part.' },
      Pres: { ...count, description: 'Finite verbs in the present tense in the part.' },
      percentage_past: percentage,
      percentage_present: percentage,
    },
  },
} as const;

export type TenseGlobal = FromSchema<typeof tenseGlobalSchema>;
export type TenseParts = FromSchema<typeof tensePartsSchema>;
