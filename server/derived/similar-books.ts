/**
 * SimilarBooks: the k books of the reference library nearest to a manuscript on the weighted groups of measures of
 * similarity-features.ts (weights chosen by measurement, docs/QUALITY.md), each with the groups that make it close;
 * `similarity` is 1 / (1 + distance), 1 for the same measures. The radars compare the book with the figures of
 * `data`. A library of fewer than three books answers an empty list ("no similar books"), as does a manuscript
 * without the measures.
 */
import type { SimilarBooksGlobal } from '../../schemas/models/similar-books.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { bookFeatures, type Features, featureGroups } from './similarity-features.ts';
import { buildIndex, type SimilarityIndex } from './similarity-index.ts';
import { similarityWeights } from './similarity-weights.ts';

export const nearest = 5;
export const minimumLibrary = 3;

export type BookData = SimilarBooksGlobal[number]['data'];

export interface LibraryEntry {
  isbn: string;
  title: string;
  author: string;
  year?: number | null;
  form?: string | null;
  /** The numbers of the weighted groups the nearest books are found by (similarity-features.ts). */
  features: Features;
}

/** The figures the radars show for some books of the library (read for the nearest only), by id. */
export type DataOf = (isbns: readonly string[]) => Promise<ReadonlyMap<string, BookData>>;

type Content = Record<string, unknown>;

function globalOf(items: readonly RevisionDataItem[], model: string): Content | undefined {
  return items.find((item) => item.model === model && item.section === 'global')?.content as Content | undefined;
}

/** The measures a book is compared on, or undefined when its analysis lacks one of them. */
export function bookData(items: readonly RevisionDataItem[]): BookData | undefined {
  const genre = (
    items.find((item) => item.model === 'GenreClassification')?.content as
      | { class: string; score: number }[]
      | undefined
  )?.[0];
  const global = globalOf(items, 'GlobalAnalyzed');
  const legibility = globalOf(items, 'Legibility');
  const archetypes = globalOf(items, 'Archetypes');
  const dialogue = globalOf(items, 'Dialogue');
  const showing = globalOf(items, 'ShowingTelling');
  if (!genre || !global || !legibility || !archetypes || !dialogue || !showing) return undefined;
  return {
    genre: genre.class,
    genre_score: genre.score,
    global_score: global.score as number,
    lix: legibility.lix as number,
    best_archetype_name: archetypes.best_archetype_name as BookData['best_archetype_name'],
    best_archetype_score: archetypes.best_archetype_score as number,
    percentage_of_paragraphs_with_dialogue: dialogue.percentage_of_paragraphs_with_dialogue as number,
    percentage_say_ask_verbs: dialogue.percentage_say_ask_verbs as number,
    show_tell_value: Math.min(1, showing.show_tell_value as number),
    ...dialogueRates(dialogue),
  };
}

/** The Dialog radar's rates, when the book's analysis has them (older analyses do not). */
function dialogueRates(dialogue: Record<string, unknown>): Partial<BookData> {
  const rates: Partial<BookData> = {};
  const utterances = dialogue.number_of_utterances as number;
  if (typeof dialogue.utterances_per_1000_words === 'number')
    rates.utterances_per_1000_words = dialogue.utterances_per_1000_words;
  if (typeof dialogue.average_utterance_length === 'number')
    rates.average_utterance_length = dialogue.average_utterance_length;
  if (typeof dialogue.number_of_adverbs_in_dialogue === 'number' && utterances > 0)
    rates.adverbs_per_100_utterances = Math.round((dialogue.number_of_adverbs_in_dialogue / utterances) * 1000) / 10;
  return rates;
}

/** The library as the comparison reads it: each book's similarity numbers, indexed, and its radar figures. */
export interface Library {
  entries: readonly LibraryEntry[];
  index: SimilarityIndex;
  dataOf: DataOf;
}

export function libraryOf(entries: readonly LibraryEntry[], dataOf: DataOf): Library {
  const index = buildIndex(
    entries.map((entry) => entry.features),
    similarityWeights,
  );
  return { entries, index, dataOf };
}

const labelOf = new Map(featureGroups.map((group) => [group.key, group.label]));

/**
 * The k library books nearest to a book (its global sections and read-time scores), each with the two or three
 * groups of measures in which it is closest and the figures the radars show. `self` (a library book shown on its
 * own) is left out; a book whose radar figures cannot be computed (no global score under the current rules) is
 * passed over for the next.
 */
export async function similarBooks(
  items: readonly RevisionDataItem[],
  library: Library,
  self?: string,
  k = nearest,
): Promise<SimilarBooksGlobal> {
  const features = bookFeatures(items, similarityWeights);
  const size = library.entries.length - (library.entries.some((entry) => entry.isbn === self) ? 1 : 0);
  if (!bookData(items) || !features || size < minimumLibrary) return [];
  const found = library.index.nearest(features, k + spare, (row) => library.entries[row]!.isbn === self);
  const data = await library.dataOf(found.map((entry) => library.entries[entry.index]!.isbn));
  return found
    .flatMap(({ index, similarity, closest }) => {
      const book = library.entries[index]!;
      const figures = data.get(book.isbn);
      if (!figures) return [];
      return [
        {
          isbn: book.isbn,
          title: book.title,
          author: book.author,
          // Left out when unknown: the page shows a dash.
          ...(book.year ? { year: book.year } : {}),
          ...(book.form ? { form: book.form } : {}),
          similarity,
          reasons: closest.map((key) => labelOf.get(key)!),
          data: figures,
        },
      ];
    })
    .slice(0, k);
}

/** Books asked for beyond k, in case some lack radar figures. */
const spare = 3;
