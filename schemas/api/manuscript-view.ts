/**
 * The manuscript view (docs/MANUSCRIPT-VIEW.md): a revision's text a page of paragraphs at a time, with the stored
 * findings' places in each paragraph and the book's chapters.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** The kinds of finding the view marks, by their id. */
export const viewCategories = [
  'klicheer',
  'biord',
  'fyldord',
  'tillaegsord',
  'staerke-ord',
  'replikverber',
  'replikbiord',
  'lange-saetninger',
  'tidsskift',
  'perspektivskift',
  'navne',
] as const;
export type ViewCategory = (typeof viewCategories)[number];

/** Paragraphs in one answer at most (fewer when they hold more than `viewPageMaxChars` characters). */
export const viewPageMaxParagraphs = 200;
export const viewPageMaxChars = 200_000;

export const manuscriptTextQuerySchema = {
  $id: 'api/manuscripts/text-query',
  title: 'Which part of the text: a chapter (from 1), or a range of paragraphs [from, to) (from 0); neither: the start',
  type: 'object',
  additionalProperties: false,
  properties: {
    chapter: { type: 'integer', minimum: 1, maximum: 100_000 },
    from: { type: 'integer', minimum: 0, maximum: 10_000_000 },
    to: { type: 'integer', minimum: 1, maximum: 10_000_000 },
  },
} as const;
export type ManuscriptTextQuery = FromSchema<typeof manuscriptTextQuerySchema>;

const count = { type: 'integer', minimum: 0 } as const;

export const manuscriptTextSchema = {
  $id: 'api/manuscripts/text',
  title: 'A page of the text of a revision with the findings marked',
  type: 'object',
  additionalProperties: false,
  required: ['paragraphCount', 'from', 'to', 'chapters', 'counts', 'paragraphs'],
  properties: {
    paragraphCount: {
      ...count,
      description: 'Analysed paragraphs in the book (headings and empty lines not counted).',
    },
    from: { ...count, description: 'The first paragraph of this page.' },
    to: { ...count, description: 'The paragraph after the last of this page.' },
    chapters: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'start', 'end'],
        properties: {
          title: { type: 'string', description: "The heading as written; '' for text before the first heading." },
          start: count,
          end: count,
        },
      },
    },
    counts: {
      type: 'object',
      description: 'Marks per category id in the whole book (the stored places).',
      additionalProperties: count,
    },
    paragraphs: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['index', 'text', 'marks'],
        properties: {
          index: count,
          text: { type: 'string' },
          heading: { type: 'string', description: 'A chapter heading right before the paragraph.' },
          sceneBreak: { type: 'boolean', description: 'A scene break right before the paragraph.' },
          marks: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['category', 'key', 'start', 'end'],
              properties: {
                category: { type: 'string', enum: viewCategories },
                key: { type: 'string', description: "The cliché, the word's lemma, 'nutid'/'datid', '1st'/'2nd', ''" },
                start: count,
                end: count,
              },
            },
          },
        },
      },
    },
  },
} as const;
export type ManuscriptText = FromSchema<typeof manuscriptTextSchema>;
export type ViewParagraph = ManuscriptText['paragraphs'][number];
export type ViewMark = ViewParagraph['marks'][number];
