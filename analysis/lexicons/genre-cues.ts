/** The team's genre and audience cue words (genre-cues.txt), every inflected form pointing to its classes. */
import { hunspellTables, inflectionsOf } from './hunspell.ts';
import { lexiconLines } from './load.ts';
import type { WordMap } from './packed.ts';
import { lexiconTable } from './tables.ts';

export interface GenreCues {
  classes: string[];
  forms: WordMap<number[]>;
}

/** Every form of the cue words with the classes it points to (built into the lexicon artefact). */
export function buildGenreCues(): GenreCues {
  const classes: string[] = [];
  const lemmaClasses = new Map<string, number[]>();
  for (const line of lexiconLines('genre-cues.txt')) {
    const [name, words] = line.split('\t');
    if (!name || !words) continue;
    const index = classes.push(name) - 1;
    for (const lemma of words.split(' ')) {
      const list = lemmaClasses.get(lemma) ?? [];
      if (lemma !== '' && !list.includes(index)) lemmaClasses.set(lemma, [...list, index]);
    }
  }
  const forms = new Map(lemmaClasses);
  for (const [form, lemma] of inflectionsOf(lemmaClasses.keys()))
    if (!forms.has(form)) forms.set(form, lemmaClasses.get(lemma)!);
  for (const [form, lemma] of hunspellTables().lemmaOf) {
    const found = lemmaClasses.get(lemma);
    if (found && !forms.has(form)) forms.set(form, found);
  }
  return { classes, forms };
}

/** The genre cues, loaded once per process or worker from the lexicon artefact. */
export const genreCues = (): GenreCues => lexiconTable('genreCues');
