/**
 * SimilarBooks: the k books of the reference library nearest to a manuscript on genre, global score, LIX, archetype
 * and dialogue. Numbers are standardised over the library (z-scores), genre and archetype count 0 when they match
 * and 1 when they differ; `similarity` is 1 / (1 + distance). A library of fewer than three books answers an empty
 * list ("no similar books"), as does a manuscript without the measures.
 */
import type { SimilarBooksGlobal } from '../../schemas/models/similar-books.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';

export const nearest = 5;
export const minimumLibrary = 3;

export type BookData = SimilarBooksGlobal[number]['data'];

export interface LibraryEntry {
  isbn: string;
  title: string;
  author: string;
  data: BookData;
}

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

const numeric = ['global_score', 'lix', 'percentage_of_paragraphs_with_dialogue'] as const;

export function similarBooks(
  target: BookData | undefined,
  library: readonly LibraryEntry[],
  k = nearest,
): SimilarBooksGlobal {
  if (!target || library.length < minimumLibrary) return [];
  const spread = numeric.map((field) => {
    const values = library.map((book) => book.data[field]);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length) || 1;
    return { field, sd };
  });
  return library
    .map((book) => {
      let squared = 0;
      for (const { field, sd } of spread) squared += ((book.data[field] - target[field]) / sd) ** 2;
      if (book.data.genre !== target.genre) squared += 1;
      if (book.data.best_archetype_name !== target.best_archetype_name) squared += 1;
      const similarity = Math.round((1 / (1 + Math.sqrt(squared))) * 10_000) / 10_000;
      return { isbn: book.isbn, title: book.title, author: book.author, similarity, data: book.data };
    })
    .sort((a, b) => b.similarity - a.similarity || a.title.localeCompare(b.title, 'da'))
    .slice(0, k);
}
