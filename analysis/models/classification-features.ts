/**
 * The features the genre and audience model reads, in their natural units: cue words per 1,000 words for each
 * class (genre-cues.txt), the semantic fields' propensity relative to an even share (1 = as much as an average
 * field), and measures the other models already made (LIX, sentence and word length, dialogue, person, tense,
 * mood, tempo). A feature whose model did not run is left out (the model then treats it as average).
 */
import type { DialogueGlobal } from '../../schemas/models/dialogue.ts';
import type { LegibilityGlobal } from '../../schemas/models/legibility.ts';
import type { PerspectiveGlobal } from '../../schemas/models/perspective.ts';
import type { SemanticFieldsGlobal } from '../../schemas/models/semantic-fields.ts';
import type { SentimentGlobal } from '../../schemas/models/sentiment.ts';
import type { TempoGlobal } from '../../schemas/models/tempo.ts';
import type { TenseGlobal } from '../../schemas/models/tense.ts';
import { genreCues } from '../lexicons/genre-cues.ts';
import { semanticFields } from '../lexicons/semantic-fields.ts';
import type { ManuscriptText } from '../text/document.ts';
import type { AnalysisInput } from './analyser.ts';

export type Features = Map<string, number>;

export function classificationFeatures(input: AnalysisInput): Features {
  const features: Features = new Map();
  cueRates(input.text, features);
  const earlier = input.earlier ?? (() => undefined);
  const semantic = earlier('SemanticFields', 'global') as SemanticFieldsGlobal | undefined;
  if (semantic) {
    const even = 1 / semanticFields().names.length;
    for (const topic of semantic.topics) features.set(`field:${topic.topic}`, topic.propensity / even);
    for (const name of semanticFields().names) if (!features.has(`field:${name}`)) features.set(`field:${name}`, 0);
  }
  const legibility = earlier('Legibility', 'global') as LegibilityGlobal | undefined;
  if (legibility) {
    features.set('lix', legibility.lix);
    features.set('sentence_length', legibility.average_sentence_length);
    features.set('word_length', legibility.average_word_length);
  }
  const dialogue = earlier('Dialogue', 'global') as DialogueGlobal | undefined;
  if (dialogue) features.set('dialogue', dialogue.percentage_of_paragraphs_with_dialogue / 100);
  const perspective = earlier('Perspective', 'global') as PerspectiveGlobal | undefined;
  if (perspective) features.set('first_person', perspective.percentage_first_person / 100);
  const tense = earlier('Tense', 'global') as TenseGlobal | undefined;
  if (tense) features.set('present', tense.percentage_present / 100);
  const sentiment = earlier('Sentiment', 'global') as SentimentGlobal | undefined;
  if (sentiment) {
    features.set('mood', sentiment.average_sentiment);
    features.set('negative', sentiment.percentage_of_negative_sentences / 100);
  }
  const tempo = earlier('Tempo', 'global') as TempoGlobal | undefined;
  if (tempo) features.set('fast', tempo.percentage_of_fast_paragraphs / 100);
  return features;
}

/** Cue words of each class per 1,000 words of the book. */
function cueRates(text: ManuscriptText, features: Features): void {
  const { classes, forms } = genreCues();
  const counts = new Array<number>(classes.length).fill(0);
  for (const paragraph of text.paragraphs) {
    for (const sentence of paragraph.sentences) {
      for (const word of sentence.words) {
        const found = forms.get(word.form);
        if (found) for (const index of found) counts[index]!++;
      }
    }
  }
  const thousands = Math.max(1, text.wordCount) / 1000;
  classes.forEach((name, index) => {
    features.set(`cue:${name}`, counts[index]! / thousands);
  });
}
