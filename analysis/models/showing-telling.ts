/**
 * Show/tell. Telling leans on descriptive words (adjectives and adverbs) and filling words; showing lets
 * actions and dialogue carry the meaning. Words inside dialogue count too: they are the author's words.
 * show_tell_value = 1 − min(1, (descriptive % + 2 × filling %) / tellingCeiling): 1 shows, 0 tells.
 */
import type { ShowingTellingGlobal, ShowingTellingParts } from '../../schemas/models/showing-telling.ts';
import { adverbLemma, descriptiveLemma, fillingWords, isAdjectiveForm, isAlsoNoun } from '../lexicons/word-lists.ts';
import { ignorePassages, type PassageRecorder } from '../passages/recorder.ts';
import type { Paragraph, Sentence } from '../text/document.ts';
import { adjectiveLeads, determiners } from '../text/function-words.ts';
import { isSureAdverb } from './adverb-confidence.ts';
import type { ModelAnalyser } from './analyser.ts';
import { isSureFiller } from './filler-confidence.ts';
import { isFillerHere } from './filler-rules.ts';
import { bump, countsRecord, percent, share, total } from './shares.ts';
import { sentenceTenses } from './tense-tagger.ts';
import {
  adverbialAdjectives,
  capitalisedForms,
  isAdverbHere,
  isAdverbialUse,
  isBareAdverb,
  isCapitalisedInside,
  isDegreeWord,
  isNeuterOutsideNounPhrase,
  isParticipleOutsideNounPhrase,
  isPastVerbOutsideNounPhrase,
  isVerbHere,
  isVerbParticiple,
  isVerbParticle,
} from './word-class-rules.ts';

/** Descriptive + 2 × filling percentages at which a text counts as all telling (typical prose: 10-20). */
export const tellingCeiling = 40;

/** Counts by lemma ("pludselig"), and per lemma the forms the text wrote ("pludselig", "pludseligt"). */
type Forms = Map<string, Map<string, number>>;

interface DescriptionCounts {
  words: number;
  /** Adverbs found, every form. */
  adverbCount: number;
  adjectives: Map<string, number>;
  adverbs: Map<string, number>;
  descriptive: Map<string, number>;
  filling: Map<string, number>;
  forms: { adjectives: Forms; adverbs: Forms; filling: Forms };
}

const emptyCounts = (): DescriptionCounts => ({
  words: 0,
  adverbCount: 0,
  adjectives: new Map(),
  adverbs: new Map(),
  descriptive: new Map(),
  filling: new Map(),
  forms: { adjectives: new Map(), adverbs: new Map(), filling: new Map() },
});

function bumpForm(forms: Forms, lemma: string, form: string, by = 1): void {
  let ofLemma = forms.get(lemma);
  if (!ofLemma) {
    ofLemma = new Map();
    forms.set(lemma, ofLemma);
  }
  bump(ofLemma, form, by);
}
const sum = total;

/**
 * Counts the descriptive and filling words of the paragraphs. `names`: forms the book writes capitalised inside
 * sentences (capitalisedForms of the whole book), which are names, not adjectives, at a sentence start too.
 * `sureOnly`: list an adverb or a filler only where the analysis is sure of it (adverb-confidence.ts,
 * filler-confidence.ts); false counts every use the rules accept (for measuring what the gate costs).
 */
export function countDescription(
  paragraphs: readonly Paragraph[],
  names: ReadonlySet<string> = capitalisedForms(paragraphs.flatMap((p) => p.sentences)),
  passages: PassageRecorder = ignorePassages,
  sureOnly = true,
): DescriptionCounts {
  const counts = emptyCounts();
  for (const paragraph of paragraphs) {
    const adverbsBefore = counts.adverbCount;
    for (const sentence of paragraph.sentences) {
      sentence.words.forEach((word, index) => {
        counts.words++;
        const form = word.form;
        // The three lists are disjoint: a filler word where it is one is neither adverb nor adjective.
        if (fillingWords().has(form)) {
          if (!isFillerHere(sentence, index)) return;
          if (sureOnly && !isSureFiller(sentence, index, sentenceTenses(sentence))) return;
          // "særligt" under "særlig"; never through the adjectives ("bare" is no form of "bar")
          const lemma = form.endsWith('t') && fillingWords().has(form.slice(0, -1)) ? form.slice(0, -1) : form;
          bump(counts.filling, lemma);
          bumpForm(counts.forms.filling, lemma, form);
          passages.record('ShowingTelling', `fyldord:${lemma}`, paragraph, word.start, word.start + word.text.length);
          return;
        }
        if (isVerbParticiple(sentence.words, index)) return; // "havde taget", "blev glemt": a verb
        if (isCapitalisedInside(word)) return; // a name ('Lange') or an old-spelling noun ('paa Fransk')
        if (word.initial && names.has(form)) return; // "Lange kom ind": the name at a sentence start
        if (isVerbParticle(sentence.words, index)) return; // "snakkede løs": the verb's particle
        if (adverbialAdjectives.has(form) && !determiners.has(sentence.words[index - 1]?.form ?? '')) return;
        const tenses = sentenceTenses(sentence);
        if (isAdverbHere(sentence.words, index, tenses)) {
          // an adverb the gate is not sure of is left out of the adverbs; it stays a descriptive word
          if (sureOnly && !isSureAdverb(sentence.words, index, tenses)) {
            bump(counts.descriptive, descriptiveLemma(form));
            return;
          }
          const lemma = adverbLemma(form);
          bump(counts.adverbs, lemma);
          counts.adverbCount++;
          bumpForm(counts.forms.adverbs, lemma, form);
          passages.record('ShowingTelling', `biord:${lemma}`, paragraph, word.start, word.start + word.text.length);
          bump(counts.descriptive, descriptiveLemma(form));
        } else if (isAdjective(sentence, index)) {
          const lemma = descriptiveLemma(form);
          bump(counts.adjectives, lemma);
          bumpForm(counts.forms.adjectives, lemma, form);
          passages.record('ShowingTelling', lemma, paragraph, word.start, word.start + word.text.length);
          bump(counts.descriptive, lemma);
        }
      });
    }
    adverbsOfParagraph.set(paragraph, counts.adverbCount - adverbsBefore);
  }
  return counts;
}

/** Adverbs found in each paragraph counted, so the chapters need no second pass (docs/CHAPTERS.md). */
const adverbsOfParagraph = new WeakMap<Paragraph, number>();

/** The adverbs ShowingTelling found in the paragraph, counted again only if it has not looked at it. */
export function adverbsIn(paragraph: Paragraph): number {
  return adverbsOfParagraph.get(paragraph) ?? countDescription([paragraph]).adverbCount;
}

const numberWords = new Set('et to tre fire fem seks syv otte ni ti elleve tolv'.split(' '));

function isAdjective(sentence: Sentence, index: number): boolean {
  const words = sentence.words;
  const form = words[index]!.form;
  if (!isAdjectiveForm(form) || sentenceTenses(sentence)[index]) return false;
  if (isNeuterOutsideNounPhrase(words, index)) return false; // "sov godt", "langt borte": an adverb
  if (isAdverbialUse(words, index)) return false; // "tæt ved", "klædte hende bedre", "godt betalt"
  if (form === 'halv' && numberWords.has(words[index + 1]?.form ?? '')) return false; // "halv seks": the time
  if (isPastVerbOutsideNounPhrase(words, index)) return false; // "han hørte", "Klokken ringede": the verb
  if (isVerbHere(words, index)) return false; // "ka' jeg krasse": the infinitive after a modal
  if (isDegreeWord(words, index)) return false; // "uendelig svagt", "utrolig gesvindt": a degree adverb
  if (isBareAdverb(words, index)) return false; // "kom jævnlig tilbage", "at tale sammenhængende"
  if (isParticipleOutsideNounPhrase(words, index)) return false; // "Anlagt var det hele": the verb
  return !isAlsoNoun(form) || adjectiveLeads.has(words[index - 1]?.form ?? '');
}

function formsRecord(forms: Forms): Record<string, Record<string, number>> {
  return Object.fromEntries([...forms].map(([lemma, ofLemma]) => [lemma, countsRecord(ofLemma)]));
}

/** The adjectives' and adverbs' forms under the descriptive lemma ("højt" the adverb under "høj"). */
function descriptiveForms(adjectives: Forms, adverbs: Forms): Forms {
  const merged: Forms = new Map();
  for (const [lemma, ofLemma] of adjectives) for (const [form, n] of ofLemma) bumpForm(merged, lemma, form, n);
  for (const ofLemma of adverbs.values())
    for (const [form, n] of ofLemma) bumpForm(merged, descriptiveLemma(form), form, n);
  return merged;
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
    adjectives_count: countsRecord(counts.adjectives),
    adverbs_count: countsRecord(counts.adverbs),
    descriptive_words_count: countsRecord(counts.descriptive),
    filling_words_count: countsRecord(counts.filling),
    adjectives_forms: formsRecord(counts.forms.adjectives),
    adverbs_forms: formsRecord(counts.forms.adverbs),
    descriptive_words_forms: formsRecord(descriptiveForms(counts.forms.adjectives, counts.forms.adverbs)),
    filling_words_forms: formsRecord(counts.forms.filling),
    show_tell_value: showTellValue(shares.percentage_descriptive_words, shares.percentage_filling_words),
  };
}

export const showingTellingAnalyser: ModelAnalyser = {
  model: 'ShowingTelling',
  analyse: ({ parts, passages }) => {
    const book = emptyCounts();
    const names = capitalisedForms(parts.flatMap((part) => part.paragraphs.flatMap((p) => p.sentences)));
    const perPart: ShowingTellingParts = parts.map((part) => {
      const counts = countDescription(part.paragraphs, names, passages);
      book.words += counts.words;
      for (const key of ['adjectives', 'adverbs', 'descriptive', 'filling'] as const) {
        for (const [word, n] of counts[key]) bump(book[key], word, n);
      }
      for (const key of ['adjectives', 'adverbs', 'filling'] as const) {
        for (const [lemma, ofLemma] of counts.forms[key])
          for (const [form, n] of ofLemma) bumpForm(book.forms[key], lemma, form, n);
      }
      return { part: part.part, chunk_id: part.chunkId, ...percentages(counts) };
    });
    return [
      { section: 'global', content: showingTellingGlobal(book) },
      { section: 'parts', content: perPart },
    ];
  },
};
