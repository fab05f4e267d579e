/**
 * The names of the models and of their sections, apart from the model schemas: what a client that only names a
 * model needs (the API's own schemas), without loading every model's content schema.
 */
export const modelNames = [
  'SimilarBooks',
  'AudienceClassification',
  'GenreClassification',
  'Legibility',
  'Cliches',
  'SemanticFields',
  'Sentiment',
  'Archetypes',
  'Scenes',
  'Dialogue',
  'ShowingTelling',
  'Perspective',
  'Tense',
  'Tempo',
  'PowerWords',
  'Chunk',
  'GlobalAnalyzed',
  'GlobalUser',
  'Chapters',
] as const;
export type ModelName = (typeof modelNames)[number];

export const sectionNames = ['global', 'paragraphs', 'parts', 'characters', 'locations', 'chapters'] as const;
export type SectionName = (typeof sectionNames)[number];
