import type { FromSchema } from 'json-schema-to-ts';
import { count, percentage } from './common.ts';

/** A measure of a chapter that has none when the chapter has no words (a part title, an empty chapter). */
const measure = (description: string) => ({ type: ['number', 'null'], minimum: 0, description }) as const;
const share = (description: string) => ({ type: ['number', 'null'], minimum: 0, maximum: 100, description }) as const;

/** The book's chapters as the import found them (docs/CHAPTERS.md), in figures. */
export const chaptersGlobalSchema = {
  $id: 'models/Chapters/global',
  title: 'Chapters of the book in figures',
  type: 'object',
  additionalProperties: false,
  required: ['number_of_chapters', 'number_of_headings', 'chapter_cap', 'capped', 'number_of_flagged_chapters'],
  properties: {
    number_of_chapters: { ...count, description: 'Chapters kept (a book without headings is one chapter).' },
    number_of_headings: { ...count, description: 'Headings the import found, also those past the cap.' },
    chapter_cap: { ...count, description: 'Most chapters kept; the last one kept holds the rest of the text.' },
    capped: { type: 'boolean', description: 'More chapters were found than chapter_cap.' },
    number_of_flagged_chapters: { ...count, description: 'Chapters that deviate strongly from the book.' },
  },
} as const;

export const chaptersChaptersSchema = {
  $id: 'models/Chapters/chapters',
  title: 'Main measures per chapter',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: [
      'chapter_id',
      'title',
      'position',
      'start_paragraph',
      'end_paragraph',
      'number_of_words',
      'lix',
      'average_sentence_length',
      'percentage_dialogue',
      'percentage_fast_paragraphs',
      'mood',
      'percentage_past',
      'percentage_present',
      'percentage_first_person',
      'percentage_third_person',
      'cliches_per_10000_words',
      'characters',
      'deviations',
    ],
    properties: {
      chapter_id: { ...count, description: 'Index of the chapter, from 0.' },
      title: { type: 'string', description: "The heading as written; '' for text before the first heading." },
      position: { ...percentage, description: "Position of the chapter's first word in the book, in percent." },
      start_paragraph: { ...count, description: 'Index of its first paragraph.' },
      end_paragraph: { ...count, description: 'Index after its last paragraph (= start for an empty chapter).' },
      number_of_words: count,
      lix: measure('LIX of the chapter (2 decimals).'),
      average_sentence_length: measure('Words per sentence (2 decimals).'),
      percentage_dialogue: share('Words inside dialogue, in percent.'),
      percentage_fast_paragraphs: share('Paragraphs that read fast (the Tempo model), in percent.'),
      mood: {
        type: ['number', 'null'],
        minimum: -1,
        maximum: 1,
        description: 'Mean sentence mood (the Sentiment model), -1..1.',
      },
      percentage_past: share('Finite verbs in the past tense, of the verbs in past or present.'),
      percentage_present: share('Finite verbs in the present tense, of the verbs in past or present.'),
      percentage_first_person: share("1st-person narrator pronouns, of the narrator's pronouns."),
      percentage_third_person: share("3rd-person narrator pronouns, of the narrator's pronouns."),
      cliches_per_10000_words: measure('Clichés (the Cliches model) per 10,000 words.'),
      adverbs_per_10000_words: measure(
        'Adverbs (the ShowingTelling model) per 10,000 words; absent in chapters analysed before it was counted.',
      ),
      characters: {
        type: 'array',
        description: 'The characters (the Scenes model) mentioned most in the chapter, most first, at most 5.',
        maxItems: 5,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'mentions'],
          properties: { name: { type: 'string', minLength: 1 }, mentions: { ...count, minimum: 1 } },
        },
      },
      deviations: {
        type: 'array',
        description: 'Why the chapter deviates strongly from the book, in Danish; empty when it does not.',
        items: { type: 'string', minLength: 1 },
      },
    },
  },
} as const;

export type ChaptersGlobal = FromSchema<typeof chaptersGlobalSchema>;
export type ChaptersChapters = FromSchema<typeof chaptersChaptersSchema>;
