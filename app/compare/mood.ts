/** The mood curves of two revisions as one chart's values: Sentiment's parts, one series per revision. */
import type { RevisionDataItem } from '../../schemas/revision-data.ts';

export const FROM_SERIES = 'Forrige version';
export const TO_SERIES = 'Denne version';

export interface MoodPoint {
  /** The part's place in the book in percent. */
  part: number;
  Stemning: number;
  Version: string;
}

function partsOf(data: readonly RevisionDataItem[], series: string): MoodPoint[] {
  const parts = data.find((item) => item.model === 'Sentiment' && item.section === 'parts')?.content;
  return (Array.isArray(parts) ? (parts as { part?: unknown; sentiment?: unknown }[]) : []).flatMap((p) =>
    typeof p.part === 'number' && typeof p.sentiment === 'number'
      ? [{ part: p.part, Stemning: p.sentiment, Version: series }]
      : [],
  );
}

/** Both curves, the older first; a revision without parts adds no points. */
export function moodSeries(from: readonly RevisionDataItem[], to: readonly RevisionDataItem[]): MoodPoint[] {
  return [...partsOf(from, FROM_SERIES), ...partsOf(to, TO_SERIES)];
}
