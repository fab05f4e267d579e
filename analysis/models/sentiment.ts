/**
 * Sentiment: the mood of the book (the mean of its sentences' moods, the shares of positive and negative
 * sentences) and of each part, with the smoothed trendline (book-mood.ts, mood.ts, low-pass.ts).
 */
import type { SentimentGlobal } from '../../schemas/models/sentiment.ts';
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
  analyse: ({ parts }) => {
    const mood = bookMood(parts);
    return [
      { section: 'global', content: sentimentGlobal(mood.moods) },
      { section: 'parts', content: mood.parts },
    ];
  },
};
