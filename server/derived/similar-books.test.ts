/**
 * The similar books of the committed seed library (real measures of the shared corpus, no ../shared needed): a
 * book's own measures find it first with similarity 1, every neighbour says which measures make it close, taking
 * a book out changes the neighbours, a small library answers none, and measures that cannot be compared are named.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { assertValid } from '../../schemas/validate.ts';
import { checkLibrarySeed, readLibrarySeed } from '../library/books.ts';
import { globalScoreItems, type ScoringContent } from './global-items.ts';
import { bookData, type DataOf, libraryOf as indexLibrary, type LibraryEntry, similarBooks } from './similar-books.ts';
import { allFeatures, bookFeatures, featureGroups, featureProblem, weightedFeatures } from './similarity-features.ts';
import { similarityWeights } from './similarity-weights.ts';

const payload = (name: string) =>
  JSON.parse(readFileSync(new URL(`../content/seed/${name}.json`, import.meta.url), 'utf8')).payload;
const content: ScoringContent = { rules: payload('rules'), bands: payload('recommendations') };
const seed = readLibrarySeed();
const withScores = (items: RevisionDataItem[]) => [
  ...items,
  ...globalScoreItems(items, content, { genreId: 8, audienceId: 3 }, new Set()),
];
const entries: LibraryEntry[] = seed.books.map((book) => ({
  isbn: book.isbn,
  title: book.title,
  author: book.author,
  year: book.year ?? null,
  form: book.form ?? null,
  features: weightedFeatures(allFeatures(book.items), similarityWeights)!,
}));
const figures = new Map(seed.books.map((book) => [book.isbn, bookData(withScores(book.items))!]));
const dataOf: DataOf = async (isbns) => new Map(isbns.map((isbn) => [isbn, figures.get(isbn)!]));
const libraryOf = (list: LibraryEntry[]) => indexLibrary(list, dataOf);
const itemsOf = (isbn: string) => withScores(seed.books.find((book) => book.isbn === isbn)!.items);
const labels = new Set(featureGroups.map((group) => group.label));

describe('similar books from the seed library', () => {
  it('has every seed book valid against the model schemas and comparable, with year and form', () => {
    checkLibrarySeed(seed);
    expect(entries.every((entry) => entry.features && figures.get(entry.isbn))).toBe(true);
    expect(entries.find((entry) => entry.isbn === 'lektor-jacobsen-niels-lyhne')).toMatchObject({
      year: 1880,
      form: 'roman',
    });
  });

  it("finds a library book's own measures first, with similarity 1 and the measures that make each close", async () => {
    const library = libraryOf(entries);
    for (const isbn of ['lektor-jacobsen-niels-lyhne', 'lektor-andersen-eventyr-fortalte-for-boern']) {
      const found = await similarBooks(itemsOf(isbn), library);
      assertValid('models/SimilarBooks/global', found);
      expect(found).toHaveLength(5);
      expect(found[0]).toMatchObject({ isbn, similarity: 1 });
      expect(found[1]!.similarity).toBeLessThan(1);
      for (const book of found) {
        expect(book.reasons!.length).toBeGreaterThanOrEqual(2);
        for (const reason of book.reasons!) expect(labels.has(reason)).toBe(true);
      }
    }
  });

  it('leaves the book shown out of its own list, and a removed book out of every list', async () => {
    const library = libraryOf(entries);
    const isbn = 'lektor-bang-stuk';
    const shown = await similarBooks(itemsOf(isbn), library, isbn);
    expect(shown.map((book) => book.isbn)).not.toContain(isbn);
    const first = shown[0]!.isbn;
    const without = await similarBooks(itemsOf(isbn), libraryOf(entries.filter((entry) => entry.isbn !== first)), isbn);
    expect(without.map((book) => book.isbn)).not.toContain(first);
    expect(without.slice(0, 3).map((book) => book.isbn)).toEqual(shown.slice(1, 4).map((book) => book.isbn));
  });

  it('answers no similar books for a library under three books or a book without the measures', async () => {
    const isbn = 'lektor-bang-stuk';
    expect(await similarBooks(itemsOf(isbn), libraryOf([]))).toEqual([]);
    expect(await similarBooks(itemsOf(isbn), libraryOf(entries.slice(0, 2)))).toEqual([]);
    const legibilityOnly = itemsOf(isbn).filter((item) => item.model === 'Legibility');
    expect(await similarBooks(legibilityOnly, libraryOf(entries))).toEqual([]);
  });

  it('names the measures that cannot be compared: a number missing (a vector too short) or not a number (NaN)', () => {
    const items = itemsOf('lektor-bang-stuk');
    expect(featureProblem(items, similarityWeights)).toBeUndefined();
    const changed = (change: (content: Record<string, unknown>) => void) =>
      items.map((item) => {
        if (item.model !== 'Legibility' || item.section !== 'global') return item;
        const copy = { ...(item.content as Record<string, unknown>) };
        change(copy);
        return { ...item, content: copy };
      });
    const weights = { legibility: 1 };
    const message =
      'Bogens mål kan ikke sammenlignes med biblioteket: målene for LIX og sætningslængde mangler eller er ikke tal.';
    expect(
      featureProblem(
        changed((c) => delete c.average_word_length),
        weights,
      ),
    ).toBe(message);
    expect(
      featureProblem(
        changed((c) => (c.lix = Number.NaN)),
        weights,
      ),
    ).toBe(message);
    expect(
      bookFeatures(
        changed((c) => (c.lix = Number.NaN)),
        weights,
      ),
    ).toBeUndefined();
  });
});
