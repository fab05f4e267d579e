/**
 * Manuscripts, revisions, revision data, the upload form and the analysis progress stream (spec §7).
 * A revision's lifecycle: queued → analysing → done, or failed with a Danish reason for the author.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { modelNames, sectionNames } from '../models/names.ts';
import { revisionDataSchema } from '../revision-data.ts';
import { fraction, id, idParams, isoDateTime, nonBlank, nullable, pageOf } from './common.ts';

export const lifecycleStatuses = ['queued', 'analysing', 'done', 'failed'] as const;

/** Where a revision is in its analysis; `failureReason` is set exactly when status is failed. */
const lifecycleProperties = {
  status: { type: 'string', enum: lifecycleStatuses },
  progress: { ...fraction, description: 'Share of the analysis done, 0..1 (1 when done).' },
  failureReason: { ...nullable(nonBlank), description: 'Danish reason shown to the author when failed.' },
} as const;

/** Title, audience and genre as the author gave them (names from the rules), and when it was uploaded. */
const metadataProperties = {
  title: nonBlank,
  audience: { ...nonBlank, description: "Audience name from the rules, e.g. 'Voksne'." },
  genre: { ...nonBlank, description: "Genre name from the rules, e.g. 'Krimi'." },
  created: isoDateTime,
} as const;

export const manuscriptMetadataShape = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'audience', 'genre', 'created'],
  properties: metadataProperties,
} as const;

/** A manuscript with the state of its latest revision. */
export const manuscriptShape = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'title',
    'audience',
    'audienceId',
    'genre',
    'genreId',
    'created',
    'latestRevisionId',
    'revisionCount',
    'status',
    'progress',
    'failureReason',
  ],
  properties: {
    id,
    ...metadataProperties,
    audienceId: id,
    genreId: id,
    latestRevisionId: id,
    revisionCount: { type: 'integer', minimum: 1 },
    ...lifecycleProperties,
  },
} as const;

export const manuscriptSchema = {
  $id: 'api/manuscripts/manuscript',
  title: 'A manuscript',
  ...manuscriptShape,
} as const;
export type Manuscript = FromSchema<typeof manuscriptSchema>;

export const manuscriptsPageSchema = pageOf(
  'api/manuscripts/page',
  'A page of manuscripts, newest first',
  manuscriptShape,
);
export type ManuscriptsPage = FromSchema<typeof manuscriptsPageSchema>;

/** A revision (spec §3): id, title, genre, audience, modelVersion 1..4, plus its lifecycle. */
export const revisionShape = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'manuscriptId',
    'title',
    'genre',
    'audience',
    'created',
    'modelVersion',
    'status',
    'progress',
    'failureReason',
  ],
  properties: {
    id,
    manuscriptId: id,
    ...metadataProperties,
    modelVersion: { type: 'integer', minimum: 1, maximum: 4 },
    ...lifecycleProperties,
  },
} as const;

export const revisionsSchema = {
  $id: 'api/manuscripts/revisions',
  title: 'Revisions of a manuscript, newest first',
  type: 'array',
  items: revisionShape,
} as const;
export type Revisions = FromSchema<typeof revisionsSchema>;

export const manuscriptParamsSchema = idParams('api/manuscripts/params', 'A manuscript id');
export type ManuscriptParams = FromSchema<typeof manuscriptParamsSchema>;

export const revisionParamsSchema = {
  $id: 'api/manuscripts/revision-params',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'rev'],
  properties: { id, rev: id },
} as const;
export type RevisionParams = FromSchema<typeof revisionParamsSchema>;

function commaListPattern(names: readonly string[]): string {
  const one = `(?:${names.join('|')})`;
  return `^${one}(?:,${one})*$`;
}

/** `models` and `sections`: comma lists of names; absent means all. */
export const modelsSectionsQuerySchema = {
  $id: 'api/revision-data-query',
  title: 'Which models and sections to return',
  type: 'object',
  additionalProperties: false,
  properties: {
    models: { type: 'string', pattern: commaListPattern(modelNames), description: 'e.g. Legibility,Tense' },
    sections: { type: 'string', pattern: commaListPattern(sectionNames), description: 'e.g. global,parts' },
  },
} as const;
export type ModelsSectionsQuery = FromSchema<typeof modelsSectionsQuerySchema>;

/** The most words a word list of a revision's data may be cut to (`top`). */
export const maxListTop = 10_000;

/**
 * A manuscript revision's data: `models` and `sections` as above, and `top`: every word list (word → count) comes
 * most frequent first, and with `top` holds only its `top` most frequent words (a report page on screen shows the
 * top of each list; print, which counts every word, asks without it).
 */
export const revisionDataQuerySchema = {
  $id: 'api/revision-data-query-top',
  title: 'Which models and sections to return, and how many words of each word list',
  type: 'object',
  additionalProperties: false,
  properties: {
    ...modelsSectionsQuerySchema.properties,
    top: {
      type: 'integer',
      minimum: 1,
      maximum: maxListTop,
      description: 'Keep the N most frequent words of every word list (absent: the whole lists, ordered).',
    },
  },
} as const;
export type RevisionDataQuery = FromSchema<typeof revisionDataQuerySchema>;

/** Revision data as served: a list of {model, section, content}, normalised to the canonical shape. */
export const revisionDataResponseSchema = {
  ...revisionDataSchema,
  $id: 'api/revision-data',
  title: 'Revision data: list of {model, section, content}',
  description:
    "Each model's content is described by its schema (schemas/models, docs/CONTRACTS.md). GenreClassification and " +
    "AudienceClassification name each class as the rules name it, in ASCII where the rules' name has æ, ø or å: " +
    "'Spaending' is the rules' 'Spænding' and 'Boern' is 'Børn' (the app shows the rules' names); every other class " +
    "is named as in the rules ('Krimi', 'Voksne'). PowerWords' propensity_per_genre has one entry per genre of " +
    'GenreClassification, under the same class names.',
} as const;
export type RevisionDataResponse = FromSchema<typeof revisionDataResponseSchema>;

export const fileTypes = ['TEXT', 'DOCX', 'EPUB'] as const;

/** The upload form's text fields, as multipart sends them (strings); ids come from the rules. */
const uploadFieldProperties = {
  fileType: { type: 'string', enum: fileTypes },
  manuscriptTitle: { ...nonBlank, maxLength: 200 },
  targetAudience: { type: 'string', pattern: '^[1-9]\\d{0,9}$', description: 'Audience id from the rules.' },
  targetGenre: { type: 'string', pattern: '^[1-9]\\d{0,9}$', description: 'Genre id from the rules.' },
  manuscriptId: {
    type: 'string',
    pattern: '^[1-9]\\d{0,9}$',
    description: 'Optional: id of an own manuscript; the upload becomes its new revision.',
  },
} as const;
const uploadFieldNames = ['fileType', 'manuscriptTitle', 'targetAudience', 'targetGenre'] as const;

/** The server validates the parsed text fields of the upload against this. */
export const uploadFieldsSchema = {
  $id: 'api/manuscripts/upload-fields',
  title: 'Upload form fields',
  type: 'object',
  additionalProperties: false,
  required: uploadFieldNames,
  properties: uploadFieldProperties,
} as const;
export type UploadFields = FromSchema<typeof uploadFieldsSchema>;

/**
 * The whole multipart/form-data body of POST manuscripts/, for the OpenAPI document: one file (.docx, .epub or
 * .txt, at most 10,000,000 bytes) and the fields above.
 */
export const uploadFormSchema = {
  $id: 'api/manuscripts/upload-form',
  title: 'Upload form (multipart/form-data)',
  type: 'object',
  additionalProperties: false,
  required: ['file', ...uploadFieldNames],
  properties: {
    file: {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: 'The manuscript: .docx, .epub or .txt, at most 10,000,000 bytes.',
    },
    ...uploadFieldProperties,
  },
} as const;

export const analysisStages = ['queued', 'import', 'segmentation', 'models', 'store', 'done', 'failed'] as const;

/**
 * One Server-Sent Event of GET manuscripts/:id/revisions/:rev/progress (event name 'progress', data this JSON).
 * The stream sends the current state first and ends after a done or failed event.
 */
export const progressEventSchema = {
  $id: 'api/manuscripts/progress-event',
  title: 'Analysis progress event',
  type: 'object',
  additionalProperties: false,
  required: ['revisionId', 'stage', 'model', ...(['status', 'progress', 'failureReason'] as const)],
  properties: {
    revisionId: id,
    stage: { type: 'string', enum: analysisStages },
    model: { ...nullable({ type: 'string', enum: modelNames }), description: 'Model running in stage models.' },
    ...lifecycleProperties,
  },
} as const;
export type ProgressEvent = FromSchema<typeof progressEventSchema>;

export const manuscriptPdfSchema = {
  $id: 'api/manuscripts/pdf',
  title: 'The print view of a manuscript as a PDF file (application/pdf)',
  type: 'string',
  pattern: '^%PDF-',
} as const;
