/**
 * Perspective: personal pronouns outside dialogue (the narrator's voice) as indicators of 1st, 2nd or 3rd
 * person narration. 'den' and 'det' are left out: they refer to things or are expletive subjects. The narrator's
 * person is decided with a threshold for the 1st person (narratorPerson), then its consistency over the parts.
 */
import type { PerspectiveGlobal, PerspectiveParts } from '../../schemas/models/perspective.ts';
import type { Paragraph } from '../text/document.ts';
import type { ModelAnalyser } from './analyser.ts';
import { impersonalPronouns, pronounPersonAt } from './person.ts';
import { bump, percent, share } from './shares.ts';
import { keepsPassages, type PersonPlace, recordPersonShifts } from './view-places.ts';

export interface PersonCounts {
  first: number;
  second: number;
  third: number;
  pronouns: Record<string, number>;
}

/**
 * `places`: where the narrator's 1st- and 2nd-person pronouns are, collected for the manuscript view's person
 * shifts (view-places.ts) when the analysis keeps passages.
 */
export function countPersons(paragraphs: readonly Paragraph[], places?: PersonPlace[]): PersonCounts {
  const counts: PersonCounts = { first: 0, second: 0, third: 0, pronouns: {} };
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph.sentences) {
      for (const [index, word] of sentence.words.entries()) {
        if (word.inDialogue || impersonalPronouns.has(word.form)) continue;
        const person = pronounPersonAt(sentence.words, index);
        if (!person) continue;
        if (places && person !== 3) places.push({ paragraph, word, person });
        if (person === 1) counts.first++;
        else if (person === 2) counts.second++;
        else counts.third++;
        bump(counts.pronouns, word.text === 'I' || /^De(m|res)?$/u.test(word.text) ? word.text : word.form);
      }
    }
  }
  return counts;
}

/**
 * A first-person narrator writes mostly about others: 'jeg', 'mig', 'min' are a large minority of the narrator's
 * pronouns (a diary: about 60 %; a third-person novel: 1-6 %, from speech the segmentation cannot see). At this
 * share of 1st-person pronouns the narrator is 1st person.
 */
export const firstPersonThreshold = 0.2;
/** Likewise for a 2nd-person narrator ("Du går ind i stuen"), when the 1st person does not reach its threshold. */
export const secondPersonThreshold = 0.25;
/** A part with fewer narrator pronouns than this does not count towards the consistency. */
export const minimumPartPronouns = 20;

type Person = PerspectiveGlobal['main_person_indicator'];

/** The narrator's person: 1st or 2nd person once past their threshold, else 3rd. */
export function narratorPerson(counts: PersonCounts): Person {
  const total = counts.first + counts.second + counts.third;
  if (total === 0) return '3rd';
  if (counts.first / total >= firstPersonThreshold && counts.first >= counts.second) return '1st';
  if (counts.second / total >= secondPersonThreshold) return '2nd';
  return '3rd';
}

/**
 * How consistently the book keeps its narrator's person: the share of narrator pronouns (in parts with at least
 * `minimumPartPronouns`) that lie in parts told in the same person as the whole book. Without parts the book is one
 * part.
 */
export function consistency(main: Person, parts: readonly PersonCounts[]): number {
  let counted = 0;
  let same = 0;
  for (const part of parts) {
    const pronouns = part.first + part.second + part.third;
    if (pronouns < minimumPartPronouns && parts.length > 1) continue;
    counted += pronouns;
    if (narratorPerson(part) === main) same += pronouns;
  }
  return counted === 0 ? 1 : share(same, counted);
}

export function perspectiveGlobal(counts: PersonCounts, parts: readonly PersonCounts[] = [counts]): PerspectiveGlobal {
  const total = counts.first + counts.second + counts.third;
  const main = narratorPerson(counts);
  return {
    main_person_indicator: main,
    consistence_score: consistency(main, parts),
    number_of_first_person: counts.first,
    number_of_second_person: counts.second,
    number_of_third_person: counts.third,
    percentage_first_person: percent(counts.first, total),
    percentage_second_person: percent(counts.second, total),
    percentage_third_person: percent(counts.third, total),
    pronouns_count: counts.pronouns,
  };
}

export const perspectiveAnalyser: ModelAnalyser = {
  model: 'Perspective',
  analyse: ({ parts, passages }) => {
    const total: PersonCounts = { first: 0, second: 0, third: 0, pronouns: {} };
    const partCounts: PersonCounts[] = [];
    const places: PersonPlace[][] = [];
    const keep = keepsPassages(passages);
    const perPart: PerspectiveParts = parts.map((part) => {
      const found: PersonPlace[] = [];
      places.push(found);
      const counts = countPersons(part.paragraphs, keep ? found : undefined);
      partCounts.push(counts);
      total.first += counts.first;
      total.second += counts.second;
      total.third += counts.third;
      for (const [pronoun, n] of Object.entries(counts.pronouns)) bump(total.pronouns, pronoun, n);
      return {
        part: part.part,
        chunk_id: part.chunkId,
        first_person: counts.first,
        second_person: counts.second,
        third_person: counts.third,
      };
    });
    const global = perspectiveGlobal(total, partCounts);
    if (keep) recordPersonShifts(parts, places, global.main_person_indicator, passages);
    return [
      { section: 'global', content: global },
      { section: 'parts', content: perPart },
    ];
  },
};
