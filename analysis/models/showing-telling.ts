/**
 * Show/tell. Telling leans on descriptive words (adjectives and adverbs) and filling words; showing lets
 * actions and dialogue carry the meaning. Words inside dialogue count too: they are the author's words.
 * show_tell_value = 1 − min(1, (descriptive % + 2 × filling %) / tellingCeiling): 1 shows, 0 tells.
 */
import type { ShowingTellingGlobal, ShowingTellingParts } from '../../schemas/models/showing-telling.ts';
import { adverbs, fillingWords, isAdjectiveForm, isAlsoNoun } from '../lexicons/word-lists.ts';
import type { Paragraph, Word } from '../text/document.ts';
import { adjectiveLeads } from '../text/function-words.ts';
import type { ModelAnalyser } from './analyser.ts';
import { bump, percent, share } from './shares.ts';
import { finiteTense } from './tense-tagger.ts';

/** Descriptive + 2 × filling percentages at which a text counts as all telling (typical prose: 10-20). */
export const tellingCeiling = 40;

interface DescriptionCounts {
  words: number;
  adjectives: Record<string, number>;
  adverbs: Record<string, number>;
  descriptive: Record<string, number>;
  filling: Record<string, number>;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, n) => total + n, 0);

export function countDescription(paragraphs: readonly Paragraph[]): DescriptionCounts {
  const counts: DescriptionCounts = { words: 0, adjectives: {}, adverbs: {}, descriptive: {}, filling: {} };
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph.sentences) {
      sentence.words.forEach((word, index) => {
        counts.words++;
        const form = word.form;
        if (fillingWords().has(form)) bump(counts.filling, form);
        if (adverbs().has(form)) {
          bump(counts.adverbs, form);
          bump(counts.descriptive, form);
        } else if (isAdjective(sentence.words, index)) {
          bump(counts.adjectives, form);
          bump(counts.descriptive, form);
        }
      });
    }
  }
  return counts;
}

function isAdjective(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (!isAdjectiveForm(form) || finiteTense(words, index)) return false;
  return !isAlsoNoun(form) || adjectiveLeads.has(words[index - 1]?.form ?? '');
}

export function showTellValue(descriptivePercent: number, fillingPercent: number): number {
  return share(
    Math.max(0, tellingCeiling - Math.min(tellingCeiling, descriptivePercent + 2 * fillingPercent)),
    tellingCeiling,
  );
}

function percentages(counts: DescriptionCounts) {
  return {
    percentage_adjectives: percent(sum(counts.adjectives), counts.words),
    percentage_adverbs: percent(sum(counts.adverbs), counts.words),
    percentage_descriptive_words: percent(sum(counts.descriptive), counts.words),
    percentage_filling_words: percent(sum(counts.filling), counts.words),
  };
}

export function showingTellingGlobal(counts: DescriptionCounts): ShowingTellingGlobal {
  const shares = percentages(counts);
  return {
    number_of_adjectives: sum(counts.adjectives),
    number_of_adverbs: sum(counts.adverbs),
    number_of_descriptive_words: sum(counts.descriptive),
    number_of_filling_words: sum(counts.filling),
    ...shares,
    adjectives_count: counts.adjectives,
    adverbs_count: counts.adverbs,
    descriptive_words_count: counts.descriptive,
    filling_words_count: counts.filling,
    show_tell_value: showTellValue(shares.percentage_descriptive_words, shares.percentage_filling_words),
  };
}

export const showingTellingAnalyser: ModelAnalyser = {
  model: 'ShowingTelling',
  analyse: ({ parts }) => {
    const total: DescriptionCounts = { words: 0, adjectives: {}, adverbs: {}, descriptive: {}, filling: {} };
    const perPart: ShowingTellingParts = parts.map((part) => {
      const counts = countDescription(part.paragraphs);
      total.words += counts.words;
      for (const key of ['adjectives', 'adverbs', 'descriptive', 'filling'] as const) {
        for (const [word, n] of Object.entries(counts[key])) bump(total[key], word, n);
      }
      return { part: part.part, chunk_id: part.chunkId, ...percentages(counts) };
    });
    return [
      { section: 'global', content: showingTellingGlobal(total) },
      { section: 'parts', content: perPart },
    ];
  },
};
