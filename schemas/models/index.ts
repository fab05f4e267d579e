/**
 * The registry of model content schemas: for each model of spec §3, the schema of each section it has.
 * A model analyser's output, the API's revision data and a report definition's bindings are all checked
 * against this one table.
 */

import { archetypesGlobalSchema, archetypesPartsSchema } from './archetypes.ts';
import { chaptersChaptersSchema, chaptersGlobalSchema } from './chapters.ts';
import { chunkPartsSchema } from './chunk.ts';
import { audienceClassificationGlobalSchema, genreClassificationGlobalSchema } from './classification.ts';
import { clichesGlobalSchema } from './cliches.ts';
import { dialogueGlobalSchema, dialoguePartsSchema } from './dialogue.ts';
import { globalAnalyzedGlobalSchema, globalUserGlobalSchema } from './global-score.ts';
import { legibilityGlobalSchema, legibilityPartsSchema } from './legibility.ts';
import type { ModelName, SectionName } from './names.ts';
import { perspectiveGlobalSchema, perspectivePartsSchema } from './perspective.ts';
import { powerWordsGlobalSchema } from './power-words.ts';
import { scenesCharactersSchema, scenesGlobalSchema, scenesLocationsSchema } from './scenes.ts';
import { semanticFieldsGlobalSchema } from './semantic-fields.ts';
import { sentimentGlobalSchema, sentimentPartsSchema } from './sentiment.ts';
import { showingTellingGlobalSchema, showingTellingPartsSchema } from './showing-telling.ts';
import { similarBooksGlobalSchema } from './similar-books.ts';
import { tempoGlobalSchema, tempoPartsSchema } from './tempo.ts';
import { tenseGlobalSchema, tensePartsSchema } from './tense.ts';

export { type ModelName, modelNames, type SectionName, sectionNames } from './names.ts';

/** A JSON Schema object as stored in the registry (read-only, `as const`). */
export type ContentSchema = { readonly $id: string } & Readonly<Record<string, unknown>>;

export const modelContentSchemas: Partial<Record<ModelName, Partial<Record<SectionName, ContentSchema>>>> = {
  Legibility: { global: legibilityGlobalSchema, parts: legibilityPartsSchema },
  Chunk: { parts: chunkPartsSchema },
  Tense: { global: tenseGlobalSchema, parts: tensePartsSchema },
  Perspective: { global: perspectiveGlobalSchema, parts: perspectivePartsSchema },
  Dialogue: { global: dialogueGlobalSchema, parts: dialoguePartsSchema },
  ShowingTelling: { global: showingTellingGlobalSchema, parts: showingTellingPartsSchema },
  PowerWords: { global: powerWordsGlobalSchema },
  Cliches: { global: clichesGlobalSchema },
  Tempo: { global: tempoGlobalSchema, parts: tempoPartsSchema },
  SimilarBooks: { global: similarBooksGlobalSchema },
  AudienceClassification: { global: audienceClassificationGlobalSchema },
  GenreClassification: { global: genreClassificationGlobalSchema },
  SemanticFields: { global: semanticFieldsGlobalSchema },
  Sentiment: { global: sentimentGlobalSchema, parts: sentimentPartsSchema },
  Archetypes: { global: archetypesGlobalSchema, parts: archetypesPartsSchema },
  Scenes: { global: scenesGlobalSchema, characters: scenesCharactersSchema, locations: scenesLocationsSchema },
  GlobalAnalyzed: { global: globalAnalyzedGlobalSchema },
  GlobalUser: { global: globalUserGlobalSchema },
  Chapters: { global: chaptersGlobalSchema, chapters: chaptersChaptersSchema },
};

/** The schema `$id` of a model section's content, e.g. `models/Legibility/global`. */
export function contentSchemaId(model: ModelName, section: SectionName): string {
  return `models/${model}/${section}`;
}
