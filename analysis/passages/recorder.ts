/**
 * Records where the analysis found what it counts: per model and key (a cliché, a word, a name, a part of the
 * mood curve) the paragraph and the character offsets of the find in it. Cheap in the models' hot loops: one map
 * look-up and, below the cap per key, one small array. `passagesOf` turns the records into the stored form.
 */
import type { ModelName } from '../../schemas/models/index.ts';
import type { ManuscriptText, Paragraph } from '../text/document.ts';

/** Places kept per key at most (the first ones in reading order); `total` still counts every find. */
export const defaultPlacesPerKey = 200;

export interface RecordedPlace {
  paragraph: Paragraph;
  /** Offsets of the found words in the paragraph's text; equal when the whole sentence is the passage. */
  start: number;
  end: number;
}

export interface RecordedKey {
  total: number;
  places: RecordedPlace[];
}

export interface PassageRecorder {
  record(model: ModelName, key: string, paragraph: Paragraph, start: number, end: number): void;
}

/** The recorder of an analysis that keeps no passages (the default: the bench, the classification eval). */
export const ignorePassages: PassageRecorder = { record: () => {} };

export class PassageBook implements PassageRecorder {
  readonly byModel = new Map<ModelName, Map<string, RecordedKey>>();
  /** Every paragraph's index and the words before it, for the position in the book. */
  readonly paragraphIndex = new Map<Paragraph, { index: number; wordsBefore: number }>();
  readonly wordCount: number;

  constructor(
    text: ManuscriptText,
    readonly placesPerKey = defaultPlacesPerKey,
  ) {
    let wordsBefore = 0;
    text.paragraphs.forEach((paragraph, index) => {
      this.paragraphIndex.set(paragraph, { index, wordsBefore });
      wordsBefore += paragraph.wordCount;
    });
    this.wordCount = wordsBefore;
  }

  record(model: ModelName, key: string, paragraph: Paragraph, start: number, end: number): void {
    let keys = this.byModel.get(model);
    if (!keys) {
      keys = new Map();
      this.byModel.set(model, keys);
    }
    let recorded = keys.get(key);
    if (!recorded) {
      recorded = { total: 0, places: [] };
      keys.set(key, recorded);
    }
    recorded.total++;
    if (recorded.places.length < this.placesPerKey) recorded.places.push({ paragraph, start, end });
  }
}

/**
 * A book's records in a form that crosses threads (structured clone): per model, each key's total and its places as
 * (paragraph index, start, end) triples. Another thread's analysis of the same text gives the same paragraphs.
 */
export type PortableRecords = [ModelName, [key: string, total: number, places: number[]][]][];

export function portableRecords(book: PassageBook): PortableRecords {
  return [...book.byModel].map(([model, keys]) => [
    model,
    [...keys].map(([key, { total, places }]) => [
      key,
      total,
      places.flatMap((place) => [book.paragraphIndex.get(place.paragraph)!.index, place.start, place.end]),
    ]),
  ]);
}

/** Adds another thread's records (portableRecords of the same text) to `book`, models in the order `order` gives. */
export function addPortableRecords(
  book: PassageBook,
  text: ManuscriptText,
  records: PortableRecords,
  order: readonly ModelName[],
): void {
  for (const [model, keys] of records) {
    const recorded = new Map<string, RecordedKey>();
    for (const [key, total, places] of keys) {
      const list: RecordedPlace[] = [];
      for (let i = 0; i < places.length; i += 3) {
        list.push({ paragraph: text.paragraphs[places[i]!]!, start: places[i + 1]!, end: places[i + 2]! });
      }
      recorded.set(key, { total, places: list });
    }
    book.byModel.set(model, recorded);
  }
  const ordered = [...book.byModel].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  book.byModel.clear();
  for (const [model, keys] of ordered) book.byModel.set(model, keys);
}
