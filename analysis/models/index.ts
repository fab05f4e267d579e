/** Every model analysis/ produces, in the order they run. */
import type { ModelName } from '../../schemas/models/index.ts';
import type { ModelAnalyser } from './analyser.ts';
import { archetypesAnalyser } from './archetypes.ts';
import { chaptersAnalyser } from './chapters.ts';
import { chunkAnalyser } from './chunk.ts';
import { audienceClassificationAnalyser, genreClassificationAnalyser } from './classification.ts';
import { clichesAnalyser } from './cliches.ts';
import { dialogueAnalyser } from './dialogue.ts';
import { legibilityAnalyser } from './legibility.ts';
import { perspectiveAnalyser } from './perspective.ts';
import { powerWordsAnalyser } from './power-words.ts';
import { scenesAnalyser } from './scenes.ts';
import { semanticFieldsAnalyser } from './semantic-fields.ts';
import { sentimentAnalyser } from './sentiment.ts';
import { showingTellingAnalyser } from './showing-telling.ts';
import { tempoAnalyser } from './tempo.ts';
import { tenseAnalyser } from './tense.ts';

export const analysers: readonly ModelAnalyser[] = [
  chunkAnalyser,
  legibilityAnalyser,
  tenseAnalyser,
  perspectiveAnalyser,
  dialogueAnalyser,
  showingTellingAnalyser,
  powerWordsAnalyser,
  clichesAnalyser,
  tempoAnalyser,
  scenesAnalyser,
  sentimentAnalyser,
  archetypesAnalyser,
  semanticFieldsAnalyser,
  // Derived: read the results above.
  genreClassificationAnalyser,
  audienceClassificationAnalyser,
  // Reads Cliches and Scenes.
  chaptersAnalyser,
];

export const analysedModels: readonly ModelName[] = analysers.map((analyser) => analyser.model);

/** The models that read other models' results of the same analysis (`earlier`): they run after those. */
export const derivedModels: ReadonlySet<ModelName> = new Set<ModelName>([
  'GenreClassification',
  'AudienceClassification',
  'Chapters',
]);
