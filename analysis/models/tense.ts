/** Tense (Tempus): finite verbs in the past and the present, for the book and per part. */
import type { TenseGlobal, TenseParts } from '../../schemas/models/tense.ts';
import type { Paragraph } from '../text/document.ts';
import type { ModelAnalyser } from './analyser.ts';
import { percent } from './shares.ts';
import { sentenceTenses } from './tense-tagger.ts';

export interface TenseCounts {
  Past: number;
  Pres: number;
}

export function countTenses(paragraphs: readonly Paragraph[]): TenseCounts {
  const counts: TenseCounts = { Past: 0, Pres: 0 };
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph.sentences) {
      for (const tense of sentenceTenses(sentence)) if (tense) counts[tense]++;
    }
  }
  return counts;
}

export function tenseGlobal(counts: TenseCounts): TenseGlobal {
  const total = counts.Past + counts.Pres;
  const main = counts.Pres > counts.Past ? 'Pres' : 'Past';
  return {
    main_tense: main,
    secondary_tense: main === 'Past' ? 'Pres' : 'Past',
    number_of_past: counts.Past,
    number_of_present: counts.Pres,
    percentage_past: percent(counts.Past, total),
    percentage_present: percent(counts.Pres, total),
    tenses_count: { Past: counts.Past, Pres: counts.Pres },
  };
}

export const tenseAnalyser: ModelAnalyser = {
  model: 'Tense',
  analyse: ({ parts }) => {
    const total: TenseCounts = { Past: 0, Pres: 0 };
    const perPart: TenseParts = parts.map((part) => {
      const counts = countTenses(part.paragraphs);
      total.Past += counts.Past;
      total.Pres += counts.Pres;
      const sum = counts.Past + counts.Pres;
      return {
        part: part.part,
        chunk_id: part.chunkId,
        Past: counts.Past,
        Pres: counts.Pres,
        percentage_past: percent(counts.Past, sum),
        percentage_present: percent(counts.Pres, sum),
      };
    });
    return [
      { section: 'global', content: tenseGlobal(total) },
      { section: 'parts', content: perPart },
    ];
  },
};
