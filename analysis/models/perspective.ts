/**
 * Perspective: personal pronouns outside dialogue (the narrator's voice) as indicators of 1st, 2nd or 3rd
 * person narration. 'den' and 'det' are left out: they refer to things or are expletive subjects.
 */
import type { PerspectiveGlobal, PerspectiveParts } from '../../schemas/models/perspective.ts';
import type { Paragraph } from '../text/document.ts';
import type { ModelAnalyser } from './analyser.ts';
import { impersonalPronouns, pronounPersonAt } from './person.ts';
import { bump, percent, share } from './shares.ts';

interface PersonCounts {
  first: number;
  second: number;
  third: number;
  pronouns: Record<string, number>;
}

export function countPersons(paragraphs: readonly Paragraph[]): PersonCounts {
  const counts: PersonCounts = { first: 0, second: 0, third: 0, pronouns: {} };
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph.sentences) {
      for (const [index, word] of sentence.words.entries()) {
        if (word.inDialogue || impersonalPronouns.has(word.form)) continue;
        const person = pronounPersonAt(sentence.words, index);
        if (!person) continue;
        if (person === 1) counts.first++;
        else if (person === 2) counts.second++;
        else counts.third++;
        bump(counts.pronouns, word.text === 'I' || /^De(m|res)?$/u.test(word.text) ? word.text : word.form);
      }
    }
  }
  return counts;
}

export function perspectiveGlobal(counts: PersonCounts): PerspectiveGlobal {
  const total = counts.first + counts.second + counts.third;
  const ranked = (
    [
      ['1st', counts.first],
      ['2nd', counts.second],
      ['3rd', counts.third],
    ] as const
  )
    .slice()
    .sort((a, b) => b[1] - a[1]);
  const [main, mainCount] = ranked[0]!;
  return {
    main_person_indicator: total === 0 ? '3rd' : main,
    consistence_score: total === 0 ? 1 : share(mainCount, total),
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
  analyse: ({ parts }) => {
    const total: PersonCounts = { first: 0, second: 0, third: 0, pronouns: {} };
    const perPart: PerspectiveParts = parts.map((part) => {
      const counts = countPersons(part.paragraphs);
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
    return [
      { section: 'global', content: perspectiveGlobal(total) },
      { section: 'parts', content: perPart },
    ];
  },
};
