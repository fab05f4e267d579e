/**
 * Places the manuscript view marks (docs/MANUSCRIPT-VIEW.md) that no count of a model keeps on its own: long
 * sentences (Legibility), sentences told in the book's other tense (Tense) and the narrator's pronouns of another
 * person than the book's (Perspective, from the places its count collects). Keyed by the part of the book ('nutid:3', '1st:12'), so the cap per key
 * (docs/PASSAGES.md) spreads the kept places over the whole book. Only run when the analysis keeps passages.
 */

import { ignorePassages, type PassageRecorder } from '../passages/recorder.ts';
import type { Paragraph, Word } from '../text/document.ts';
import type { Part } from '../text/parts.ts';
import { sentenceTenses } from './tense-tagger.ts';

/** Whether the analysis keeps passages: the passes below cost time and are skipped otherwise. */
export const keepsPassages = (passages: PassageRecorder | undefined): passages is PassageRecorder =>
  passages !== undefined && passages !== ignorePassages;

/** A sentence of at least this many words is marked long ('Lang sætning'). */
export const longSentenceWords = 40;

export function recordLongSentences(parts: readonly Part[], passages: PassageRecorder): void {
  for (const part of parts) {
    const key = String(part.chunkId);
    for (const paragraph of part.paragraphs) {
      for (const sentence of paragraph.sentences) {
        if (sentence.words.length < longSentenceWords) continue;
        passages.record('Legibility', key, paragraph, sentence.start, sentence.start + sentence.text.length);
      }
    }
  }
}

/**
 * The narrator's sentences (outside dialogue) whose finite verbs are all in the tense the book is mostly not
 * told in: the first such verb is marked. `main`: the book's main tense (the Tense model's).
 */
export function recordTenseShifts(parts: readonly Part[], main: 'Past' | 'Pres', passages: PassageRecorder): void {
  const other = main === 'Past' ? 'Pres' : 'Past';
  const name = other === 'Pres' ? 'nutid' : 'datid';
  for (const part of parts) {
    const key = `${name}:${part.chunkId}`;
    for (const paragraph of part.paragraphs) {
      for (const sentence of paragraph.sentences) {
        let first: Word | undefined;
        let mixed = false;
        sentenceTenses(sentence).forEach((tense, index) => {
          const word = sentence.words[index]!;
          if (!tense || word.inDialogue) return;
          if (tense !== other) mixed = true;
          else first ??= word;
        });
        if (first && !mixed) record(passages, 'Tense', key, paragraph, first);
      }
    }
  }
}

/** A narrator's 1st- or 2nd-person pronoun, as Perspective's count finds it. */
export interface PersonPlace {
  paragraph: Paragraph;
  word: Word;
  person: 1 | 2 | 3;
}

/**
 * The narrator's 1st- and 2nd-person pronouns in a book told in another person ('jeg' in a 3rd-person novel):
 * `places` per part, as countPersons collected them.
 */
export function recordPersonShifts(
  parts: readonly Part[],
  places: readonly (readonly PersonPlace[])[],
  main: '1st' | '2nd' | '3rd',
  passages: PassageRecorder,
): void {
  parts.forEach((part, i) => {
    for (const { paragraph, word, person } of places[i] ?? []) {
      const name = person === 1 ? '1st' : '2nd';
      if (person !== 3 && name !== main) record(passages, 'Perspective', `${name}:${part.chunkId}`, paragraph, word);
    }
  });
}

function record(
  passages: PassageRecorder,
  model: 'Tense' | 'Perspective',
  key: string,
  paragraph: Paragraph,
  word: Word,
): void {
  passages.record(model, key, paragraph, word.start, word.start + word.text.length);
}
