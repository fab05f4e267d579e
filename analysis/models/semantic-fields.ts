/**
 * SemanticFields: which of the team's 42 semantic fields the book draws on. One pass over the words: a word counts
 * for every field its lemma belongs to; names (a capitalised word inside a sentence that the dictionary knows as a
 * proper noun) and function words never count. A field's propensity is how much more (or less) of the book it fills
 * than it fills ordinary fiction (its share of the book's content words over its reference share), normalised so
 * the fields' propensities add up to 1; keywords are the field's lemmas weighted by their count (the most frequent
 * 1), counted where the sense check (field-sense.ts) and, for a lemma of a common other sense, the confidence gate
 * (field-confidence.ts) pass, and listed when those uses recur over the book (field-recurrence.ts). Fields the book
 * does not touch are left out. How concentrated the themes are is the three strongest fields'
 * share of all fields' propensity, in percent (docs/RECOMMENDATIONS.md, metric 28).
 */
import type { SemanticFieldsGlobal } from '../../schemas/models/semantic-fields.ts';
import { referenceShares, semanticFields } from '../lexicons/semantic-fields.ts';
import type { Paragraph } from '../text/document.ts';
import type { ModelAnalyser } from './analyser.ts';
import { recurrenceFor, recurringLemmaCounts } from './field-recurrence.ts';
import { collectFieldHits, senseWindow, supportedHits } from './field-sense.ts';
import { percent } from './shares.ts';

/** Keywords listed per field, heaviest first. */
export const keywordLimit = 30;

interface FieldTally {
  words: number;
  lemmas: Map<string, number>;
}

/**
 * The book's semantic fields. `window` is the support window of the sense check (0 turns it off), `gate` the
 * confidence gate of ambiguous words (field-confidence.ts) and `recurrence` the paragraphs a keyword must read in
 * its field's sense in to be listed (field-recurrence.ts; 1 lists every supported use, as a text of fewer than 20
 * paragraphs does by default); all on in the product.
 */
export function semanticFieldsGlobal(
  paragraphs: readonly Paragraph[],
  window = senseWindow,
  gate = true,
  recurrence = recurrenceFor(paragraphs.length),
): SemanticFieldsGlobal {
  const { names } = semanticFields();
  const tallies = names.map((): FieldTally => ({ words: 0, lemmas: new Map() }));
  const formsOfLemma = new Map<string, Set<string>>();
  const { hits, contentWords } = collectFieldHits(paragraphs);
  for (const { found, form } of hits) {
    const seen = formsOfLemma.get(found.lemma) ?? new Set<string>();
    formsOfLemma.set(found.lemma, seen);
    seen.add(form);
  }
  for (const { found } of hits) for (const field of found.fields) tallies[field]!.words++;
  supportedHits(hits, names.length, window, gate).forEach((fieldHits, field) => {
    tallies[field]!.lemmas = recurringLemmaCounts(fieldHits, recurrence);
  });
  const reference = referenceShares();
  const meanReference = reference.size ? [...reference.values()].reduce((a, b) => a + b, 0) / reference.size : 0.01;
  const weights = tallies.map((tally, field) => {
    // a field whose every word stands alone, in another sense, or whose keywords never recur, is not listed
    if (tally.lemmas.size === 0 || contentWords === 0) return 0;
    // Smoothed toward the mean, so a field rare in the reference novels does not swamp the others.
    const expected = 0.5 * (reference.get(names[field]!) ?? meanReference) + 0.5 * meanReference;
    return tally.words / contentWords / expected;
  });
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const topics = tallies
    .map((tally, field) => ({ tally, field }))
    .filter(({ tally }) => tally.lemmas.size > 0)
    .map(({ tally, field }) => ({
      topic: names[field]!,
      propensity: round4(weights[field]! / totalWeight),
      number_of_words: tally.words,
      vocabulary_size: tally.lemmas.size,
      keywords: keywords(tally.lemmas),
    }))
    .sort((a, b) => b.propensity - a.propensity || a.topic.localeCompare(b.topic, 'da'));
  const listed = new Set(topics.flatMap((topic) => Object.keys(topic.keywords)));
  const lemma_dictionary = Object.fromEntries(
    [...formsOfLemma].filter(([lemma]) => listed.has(lemma)).map(([lemma, seen]) => [lemma, [...seen].sort()]),
  );
  return { topics, percentage_top_three_fields: strongestFieldsShare(weights, totalWeight), lemma_dictionary };
}

/** How many of the strongest fields the concentration of the themes is measured on. */
export const strongestFields = 3;

/** How concentrated the themes are: the strongest fields' share of all fields' weight, in percent (0 without any). */
function strongestFieldsShare(weights: readonly number[], totalWeight: number): number {
  const top = [...weights].sort((a, b) => b - a).slice(0, strongestFields);
  return percent(
    top.reduce((sum, weight) => sum + weight, 0),
    totalWeight,
  );
}

function keywords(lemmas: ReadonlyMap<string, number>): Record<string, number> {
  const sorted = [...lemmas].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'da')).slice(0, keywordLimit);
  const top = sorted[0]?.[1] ?? 1;
  return Object.fromEntries(sorted.map(([lemma, count]) => [lemma, round4(count / top)]));
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

export const semanticFieldsAnalyser: ModelAnalyser = {
  model: 'SemanticFields',
  analyse: ({ text }) => [{ section: 'global', content: semanticFieldsGlobal(text.paragraphs) }],
};
