/**
 * The recorded passages in their stored form (schemas/passages.ts), bounded in size: when the whole exceeds
 * `maxBytes`, every key keeps fewer places (its first ones in reading order; the cap shrinks in proportion to the
 * excess, so a large book takes two or three tries, not one per halving); when even one place per key is too much,
 * the keys found least often are left out. `total` always counts every find.
 */
import type { ModelName } from '../../schemas/models/index.ts';
import type { ModelPassages } from '../../schemas/passages.ts';
import type { Paragraph, Sentence } from '../text/document.ts';
import type { PassageBook, RecordedKey } from './recorder.ts';

/** The default bound of one revision's passages, all models together (PASSAGES_MAX_BYTES on the server). */
export const defaultPassagesMaxBytes = 4_000_000;

export type RevisionPassages = Partial<Record<ModelName, ModelPassages>>;

export interface PassageLimits {
  maxBytes: number;
}

export function passagesOf(book: PassageBook, limits: PassageLimits): RevisionPassages {
  let cap = book.placesPerKey;
  for (;;) {
    const stored = storeAll(book, cap, Number.POSITIVE_INFINITY);
    const size = sizeOf(stored);
    if (size <= limits.maxBytes) return stored;
    if (cap === 1) return dropRarestKeys(book, limits.maxBytes);
    // The size grows about linearly with the cap; aim a little below the bound.
    cap = Math.max(1, Math.min(cap - 1, Math.floor(((cap * limits.maxBytes) / size) * 0.95)));
  }
}

function storeAll(book: PassageBook, cap: number, keyLimit: number): RevisionPassages {
  const stored: RevisionPassages = {};
  for (const [model, keys] of book.byModel) stored[model] = storeModel(book, keys, cap, keyLimit);
  return stored;
}

/** With one place per key still too large: only the `n` keys found most often per model, halving n until it fits. */
function dropRarestKeys(book: PassageBook, maxBytes: number): RevisionPassages {
  let keyLimit = Math.max(...[...book.byModel.values()].map((keys) => keys.size));
  for (;;) {
    keyLimit = Math.floor(keyLimit / 2);
    const stored = storeAll(book, 1, keyLimit);
    if (keyLimit === 0 || sizeOf(stored) <= maxBytes) return stored;
  }
}

function storeModel(
  book: PassageBook,
  keys: ReadonlyMap<string, RecordedKey>,
  cap: number,
  keyLimit: number,
): ModelPassages {
  const sentences: string[] = [];
  const sentenceIds = new Map<Sentence, number>();
  const stored: ModelPassages['keys'] = {};
  const kept = [...keys].sort((a, b) => b[1].total - a[1].total).slice(0, keyLimit);
  for (const [key, recorded] of kept) {
    const at: number[] = [];
    for (const place of recorded.places.slice(0, cap)) {
      const sentence = sentenceAt(place.paragraph, place.start);
      let id = sentenceIds.get(sentence);
      if (id === undefined) {
        id = sentences.length;
        sentences.push(sentence.text);
        sentenceIds.set(sentence, id);
      }
      const { index, wordsBefore } = book.paragraphIndex.get(place.paragraph)!;
      const start = Math.max(0, place.start - sentence.start);
      const end = Math.min(sentence.text.length, Math.max(start, place.end - sentence.start));
      const permille = book.wordCount === 0 ? 0 : Math.min(1000, Math.round((wordsBefore / book.wordCount) * 1000));
      at.push(id, start, end, index, permille);
    }
    stored[key] = { total: recorded.total, at };
  }
  return { sentences, keys: stored };
}

/** The sentence of a paragraph an offset falls in (the last one starting at or before it). */
function sentenceAt(paragraph: Paragraph, offset: number): Sentence {
  const sentences = paragraph.sentences;
  let found = sentences[0]!;
  for (const sentence of sentences) {
    if (sentence.start > offset) break;
    found = sentence;
  }
  return found;
}

function sizeOf(stored: RevisionPassages): number {
  return Buffer.byteLength(JSON.stringify(stored));
}
