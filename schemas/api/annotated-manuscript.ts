/**
 * 'Hent kommenteret manuskript' (docs/WORD.md): the author's text as a .docx with the findings of the chosen
 * categories as Word comments.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** The kinds of finding the stored passages can place in the text, by their id in the query. */
export const annotationCategories = ['klicheer', 'staerke-ord', 'tillaegsord', 'replikverber'] as const;
export type AnnotationCategory = (typeof annotationCategories)[number];

export const annotatedManuscriptQuerySchema = {
  $id: 'api/manuscripts/annotated-query',
  title: 'Which findings to comment: category ids separated by commas',
  type: 'object',
  additionalProperties: false,
  required: ['categories'],
  properties: {
    categories: {
      type: 'string',
      maxLength: 200,
      description: `Comma-separated, any of ${annotationCategories.join(', ')}`,
    },
  },
} as const;
export type AnnotatedManuscriptQuery = FromSchema<typeof annotatedManuscriptQuerySchema>;

export const annotatedManuscriptSchema = {
  $id: 'api/manuscripts/annotated',
  title:
    'The manuscript as a Word document with comments (application/vnd.openxmlformats-officedocument.wordprocessingml.document)',
  type: 'string',
  pattern: '^PK',
} as const;
