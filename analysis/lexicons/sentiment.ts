/**
 * The team's Danish valence lexicon (sentiment.txt: lemmas scored -5..+5), expanded to every inflected form the
 * hunspell dictionary gives each lemma and to the irregular forms pointing to it ("græd" → græde, "slog" → slå).
 * Plus the small closed classes the sentence score needs: negators, intensifiers, downtoners.
 */
import { determiners, prepositions, quantifiers, subjectWords } from '../text/function-words.ts';
import { hunspellTables, inflectionsOf } from './hunspell.ts';
import { lexiconLines, once } from './load.ts';
import type { WordMap } from './packed.ts';
import { lexiconTable } from './tables.ts';

/** The lemmas as written in the lexicon, with their score. */
export const valenceLemmas = once(() => {
  const lemmas = new Map<string, number>();
  for (const line of lexiconLines('sentiment.txt')) {
    const [score, words] = line.split('\t');
    for (const word of (words ?? '').split(' ')) {
      if (word !== '' && !lemmas.has(word)) lemmas.set(word, Number(score));
    }
  }
  return lemmas;
});

/** Closed-class words that look like lexicon forms but carry no mood of their own ("så", "let", "mod"). */
const neverScored = new Set([...subjectWords, ...determiners, ...quantifiers, ...prepositions, 'så', 'da', 'nu']);

export type ValenceForms = WordMap<number>;

/** Every word form with its valence, -5..+5 (built into the lexicon artefact). */
export function buildValenceForms(): ValenceForms {
  const lemmas = valenceLemmas();
  const forms = new Map(lemmas);
  for (const [form, lemma] of inflectionsOf(lemmas.keys())) {
    if (!forms.has(form)) forms.set(form, lemmas.get(lemma)!);
  }
  for (const [form, lemma] of hunspellTables().lemmaOf) {
    const score = lemmas.get(lemma);
    if (score !== undefined && !forms.has(form)) forms.set(form, score);
  }
  for (const word of neverScored) forms.delete(word);
  return forms;
}

/** Every word form with its valence, -5..+5, loaded once per process or worker from the lexicon artefact. */
export const valenceForms = (): ValenceForms => lexiconTable('valence').forms;

/** Words that turn the mood of their clause: "ikke glad", "aldrig lykkelig", "ingen glæde", "uden at smile". */
export const negators = new Set(['ikke', 'aldrig', 'ingen', 'intet', 'ingenting', 'hverken', 'næppe', 'ej']);

/** Degree words that strengthen the next scored word ("meget glad", "yderst farlig"). */
export const intensifiers = new Map([
  ['meget', 1.5],
  ['så', 1.4],
  ['yderst', 1.8],
  ['utrolig', 1.6],
  ['utroligt', 1.6],
  ['enormt', 1.6],
  ['særdeles', 1.6],
  ['virkelig', 1.4],
  ['aldeles', 1.5],
  ['ganske', 1.2],
  ['vældig', 1.5],
  ['vældigt', 1.5],
  ['dybt', 1.5],
  ['højst', 1.5],
  ['overordentlig', 1.7],
  ['overordentligt', 1.7],
  ['uhyre', 1.7],
  ['frygtelig', 1.5],
  ['frygteligt', 1.5],
  ['forfærdelig', 1.5],
  ['forfærdeligt', 1.5],
  ['inderlig', 1.5],
  ['inderligt', 1.5],
]);

/** Degree words that soften the next scored word ("lidt trist", "næsten glad"). */
export const downtoners = new Map([
  ['lidt', 0.5],
  ['næsten', 0.5],
  ['noget', 0.7],
  ['temmelig', 0.8],
  ['knap', 0.5],
  ['halvt', 0.5],
  ['smule', 0.5],
  ['nogenlunde', 0.6],
]);
