/**
 * Sentiment: the mood of the book (the mean of its sentences' moods, the shares of positive and negative
 * sentences) and of each part, with the smoothed trendline (book-mood.ts, mood.ts, low-pass.ts).
 */
import type { SentimentGlobal } from '../../schemas/models/sentiment.ts';
import type { PassageRecorder } from '../passages/recorder.ts';
import type { Part } from '../text/parts.ts';
import type { ModelAnalyser } from './analyser.ts';
import { bookMood, moodValue } from './book-mood.ts';
import { isNegative, isPositive } from './mood.ts';
import { percent } from './shares.ts';

export function sentimentGlobal(moods: readonly number[]): SentimentGlobal {
  const mean = moods.length === 0 ? 0 : moods.reduce((sum, mood) => sum + mood, 0) / moods.length;
  return {
    average_sentiment: moodValue(mean),
    percentage_of_positive_sentences: percent(moods.filter(isPositive).length, moods.length),
    percentage_of_negative_sentences: percent(moods.filter(isNegative).length, moods.length),
  };
}

export const sentimentAnalyser: ModelAnalyser = {
  model: 'Sentiment',
  analyse: ({ parts, passages }) => {
    const mood = bookMood(parts);
    if (passages) recordMoodPassages(parts, mood.moods, passages);
    return [
      { section: 'global', content: sentimentGlobal(mood.moods) },
      { section: 'parts', content: mood.parts },
    ];
  },
};

/** Sentences kept behind one point of the mood curve: its part's strongest ones, in reading order. */
export const moodPassagesPerPart = 200;

/**
 * The passages behind each point of the mood curve (key: the part's chunk id): the part's sentences with a mood,
 * the strongest first up to the cap, recorded in reading order. The whole sentence is the passage (nothing marked).
 */
export function recordMoodPassages(parts: readonly Part[], moods: readonly number[], passages: PassageRecorder): void {
  let at = 0;
  for (const part of parts) {
    const scored: { paragraph: Part['paragraphs'][number]; start: number; strength: number; order: number }[] = [];
    for (const paragraph of part.paragraphs) {
      for (const sentence of paragraph.sentences) {
        const mood = moods[at++] ?? 0;
        if (isPositive(mood) || isNegative(mood))
          scored.push({ paragraph, start: sentence.start, strength: Math.abs(mood), order: scored.length });
      }
    }
    const strongest = scored.sort((a, b) => b.strength - a.strength).slice(0, moodPassagesPerPart);
    for (const place of strongest.sort((a, b) => a.order - b.order))
      passages.record('Sentiment', String(part.chunkId), place.paragraph, place.start, place.start);
  }
}
