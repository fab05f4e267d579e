/**
 * Every schema Lektør validates against, by `$id`. The ahead-of-time validator build (build-validators.ts)
 * compiles exactly this list; the server, the browser and the tests all validate through it.
 *
 * Block props schemas are read from schemas/blocks/ (one file per block type, no list).
 *
 * Rule: only top-level schemas carry an `$id`; a schema embedded in another is written without one.
 */
import { apiSchemas } from './api/index.ts';
import { readBlockPropsSchemas } from './blocks/read.ts';
import { modelContentSchemas } from './models/index.ts';
import { reportDefinitionSchema, reportDefinitionSummarySchema } from './report-definition.ts';
import { revisionDataItemSchema, revisionDataSchema } from './revision-data.ts';

type RegisteredSchema = { readonly $id: string };

function modelSchemas(): RegisteredSchema[] {
  return Object.values(modelContentSchemas).flatMap((sections) => Object.values(sections ?? {}));
}

export const registeredSchemas: readonly RegisteredSchema[] = [
  ...modelSchemas(),
  revisionDataItemSchema,
  revisionDataSchema,
  ...apiSchemas,
  reportDefinitionSchema,
  reportDefinitionSummarySchema,
  ...(await readBlockPropsSchemas()),
];
