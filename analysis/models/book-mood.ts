/**
 * The mood of the whole book: every sentence's mood in reading order, its smoothed curve and the parts' means.
 * Computed once per analysis and shared by Sentiment and Archetypes.
 */
import type { SentimentParts } from '../../schemas/models/sentiment.ts';
import type { Part } from '../text/parts.ts';
import { type Curve, lowPass } from './low-pass.ts';
import { memoised } from './memo.ts';
import { sentenceMood } from './mood.ts';

/** Below this many sentences a book has no curve to speak of: the trendline is flat. */
export const minimumSentences = 20;

export interface BookMood {
  /** Every sentence's mood, -1..1, in reading order. */
  moods: number[];
  /** The smoothed mood at a position 0..1 of the book. */
  curve: Curve;
  /** False when the book is too short for a curve (the curve is then its mean). */
  hasCurve: boolean;
  parts: SentimentParts;
}

export const bookMood = memoised((parts: Part[]): BookMood => {
  const moods: number[] = [];
  const spans: { from: number; to: number }[] = [];
  for (const part of parts) {
    const from = moods.length;
    for (const paragraph of part.paragraphs)
      for (const sentence of paragraph.sentences) moods.push(sentenceMood(sentence));
    spans.push({ from, to: moods.length });
  }
  const hasCurve = moods.length >= minimumSentences;
  const mean = moods.length === 0 ? 0 : moods.reduce((sum, mood) => sum + mood, 0) / moods.length;
  const curve: Curve = hasCurve ? lowPass(moods) : () => mean;
  return {
    moods,
    curve,
    hasCurve,
    parts: parts.map((part, index) => {
      const { from, to } = spans[index]!;
      const own = moods.slice(from, to);
      const partMean = own.length === 0 ? 0 : own.reduce((sum, mood) => sum + mood, 0) / own.length;
      const middle = moods.length === 0 ? 0.5 : (from + to) / 2 / moods.length;
      return {
        part: part.part,
        chunk_id: part.chunkId,
        sentiment: moodValue(partMean),
        trendline: moodValue(curve(middle)),
      };
    }),
  };
});

/** A mood as the schema takes it: -1..1, four decimals. */
export function moodValue(value: number): number {
  const clamped = Math.min(1, Math.max(-1, value));
  return Math.round(clamped * 10_000) / 10_000 || 0;
}
