/** Tense (Tempus): finite verbs in the past and the present, for the book and per part. */
import type { TenseGlobal, TenseParts } from '../../schemas/models/tense.ts';
import { dictionaryNames } from '../lexicons/names.ts';
import { verbLemma } from '../lexicons/verb-lemma.ts';
import type { Paragraph } from '../text/document.ts';
import type { ModelAnalyser } from './analyser.ts';
import { percent } from './shares.ts';
import { sentenceTenses } from './tense-tagger.ts';
import { keepsPassages, recordTenseShifts } from './view-places.ts';

export interface TenseCounts {
  Past: number;
  Pres: number;
}

/** Verbs the Udsagnsord page leaves out of the book's verbs: the auxiliaries and the modals. */
export const auxiliaryLemmas = new Set([
  'være',
  'have',
  'blive',
  'kunne',
  'skulle',
  'ville',
  'måtte',
  'burde',
  'turde',
  'gide',
]);

/** The book's verbs listed on the Udsagnsord page. */
export const verbListSize = 100;

/** Per verb lemma, the forms the text wrote and their counts ("gå": gik, går). */
export type VerbForms = Map<string, Map<string, number>>;

export function countTenses(
  paragraphs: readonly Paragraph[],
  verbs?: Map<string, number>,
  forms?: VerbForms,
): TenseCounts {
  const counts: TenseCounts = { Past: 0, Pres: 0 };
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph.sentences) {
      sentenceTenses(sentence).forEach((tense, index) => {
        if (!tense) return;
        counts[tense]++;
        // A verb is not capitalised inside a sentence, nor a first name at its start: such a word is a name the
        // tagger took for a verb ("Agnes").
        const word = sentence.words[index]!;
        const capitalised = word.text[0] !== word.form[0];
        if (!verbs || (capitalised && (!word.initial || dictionaryNames().properNouns.has(word.form)))) return;
        const lemma = verbLemma(word.form);
        if (auxiliaryLemmas.has(lemma)) return;
        verbs.set(lemma, (verbs.get(lemma) ?? 0) + 1);
        if (!forms) return;
        const ofLemma = forms.get(lemma) ?? new Map<string, number>();
        forms.set(lemma, ofLemma);
        ofLemma.set(word.form, (ofLemma.get(word.form) ?? 0) + 1);
      });
    }
  }
  return counts;
}

export function tenseGlobal(
  counts: TenseCounts,
  verbs: ReadonlyMap<string, number> = new Map(),
  forms: VerbForms = new Map(),
): TenseGlobal {
  const total = counts.Past + counts.Pres;
  const listed = [...verbs].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'da')).slice(0, verbListSize);
  const main = counts.Pres > counts.Past ? 'Pres' : 'Past';
  return {
    main_tense: main,
    secondary_tense: main === 'Past' ? 'Pres' : 'Past',
    number_of_past: counts.Past,
    number_of_present: counts.Pres,
    percentage_past: percent(counts.Past, total),
    percentage_present: percent(counts.Pres, total),
    tenses_count: { Past: counts.Past, Pres: counts.Pres },
    verbs_count: Object.fromEntries(listed),
    verbs_forms: Object.fromEntries(
      listed.map(([lemma]) => [lemma, Object.fromEntries(forms.get(lemma) ?? [[lemma, verbs.get(lemma) ?? 0]])]),
    ),
  };
}

export const tenseAnalyser: ModelAnalyser = {
  model: 'Tense',
  analyse: ({ parts, passages }) => {
    const total: TenseCounts = { Past: 0, Pres: 0 };
    const verbs = new Map<string, number>();
    const forms: VerbForms = new Map();
    const perPart: TenseParts = parts.map((part) => {
      const counts = countTenses(part.paragraphs, verbs, forms);
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
    const global = tenseGlobal(total, verbs, forms);
    if (keepsPassages(passages)) recordTenseShifts(parts, global.main_tense, passages);
    return [
      { section: 'global', content: global },
      { section: 'parts', content: perPart },
    ];
  },
};
