/** Similar published books (reference library) and the trial report (spec §7). */
import type { FromSchema } from 'json-schema-to-ts';
import { isbn } from '../models/similar-books.ts';
import { nonBlank } from './common.ts';
import { manuscriptMetadataShape } from './manuscripts.ts';

export const isbnParamsSchema = {
  $id: 'api/similar-books/params',
  type: 'object',
  additionalProperties: false,
  required: ['isbn'],
  properties: { isbn },
} as const;
export type IsbnParams = FromSchema<typeof isbnParamsSchema>;

/** A library book's metadata page: as a manuscript's, plus ISBN and author; `created` is when it was analysed. */
export const similarBookMetadataSchema = {
  $id: 'api/similar-books/metadata',
  title: 'Metadata of a similar book',
  type: 'object',
  additionalProperties: false,
  required: ['isbn', 'author', ...manuscriptMetadataShape.required],
  properties: {
    isbn,
    author: nonBlank,
    year: { type: ['integer', 'null'], description: 'First publication year, null when unknown.' },
    form: { type: ['string', 'null'], description: 'The form of the work in Danish, null when unknown.' },
    ...manuscriptMetadataShape.properties,
  },
} as const;
export type SimilarBookMetadata = FromSchema<typeof similarBookMetadataSchema>;

export const trialReportMetadataSchema = {
  $id: 'api/trial-report/metadata',
  title: 'Metadata of the trial report manuscript',
  ...manuscriptMetadataShape,
} as const;
export type TrialReportMetadata = FromSchema<typeof trialReportMetadataSchema>;
