/**
 * The reference library as the similar-books comparison reads it: each book's radar figures (similar-books.ts
 * `bookData`, with its global score under the current rules) and similarity numbers, kept per book until the book
 * or the rules change, and the index over them kept until the library changes (change_counters 'library', raised
 * by a trigger on every change of library_books), so an unchanged library costs one indexed row per query.
 */
import { eq, inArray, isNull } from 'drizzle-orm';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import type { Db } from '../db/database.ts';
import { changeCounters, libraryBooks } from '../db/schema.ts';
import { globalScoreItems, type ScoringContent } from './global-items.ts';
import { bookData, type Library, type LibraryEntry, libraryOf } from './similar-books.ts';
import { bookFeatures } from './similarity-features.ts';
import { similarityWeights } from './similarity-weights.ts';

const cache = new Map<string, { key: string; entry: LibraryEntry | undefined }>();
let indexed: { key: string; library: Library } | undefined;

export async function libraryEntries(db: Db, content: ScoringContent): Promise<Library> {
  const rules = JSON.stringify(content.rules ?? null).length + content.bands.length;
  const [counter] = await db
    .select({ version: changeCounters.version })
    .from(changeCounters)
    .where(eq(changeCounters.name, 'library'));
  const libraryKey = `${counter?.version ?? 'none'}|${rules}`;
  if (indexed?.key === libraryKey) return indexed.library;
  const rows = await db
    .select({ isbn: libraryBooks.isbn, createdAt: libraryBooks.createdAt, seedVersion: libraryBooks.seedVersion })
    .from(libraryBooks)
    .where(isNull(libraryBooks.removedAt));
  const keyOf = (row: (typeof rows)[number]) => `${row.createdAt.toISOString()}|${row.seedVersion}|${rules}`;
  const missing = rows.filter((row) => cache.get(row.isbn)?.key !== keyOf(row)).map((row) => row.isbn);
  for (let start = 0; start < missing.length; start += 500) {
    const books = await db
      .select()
      .from(libraryBooks)
      .where(inArray(libraryBooks.isbn, missing.slice(start, start + 500)));
    for (const book of books) cache.set(book.isbn, { key: keyOf(book), entry: entryOf(book, content) });
  }
  const present = new Set(rows.map((row) => row.isbn));
  for (const isbn of cache.keys()) if (!present.has(isbn)) cache.delete(isbn);
  const library = libraryOf(rows.flatMap((row) => cache.get(row.isbn)?.entry ?? []));
  // Only a counter read before the rows were read names them: a change in between is seen by the next query.
  if (counter) indexed = { key: libraryKey, library };
  return library;
}

function entryOf(book: typeof libraryBooks.$inferSelect, content: ScoringContent): LibraryEntry | undefined {
  const items = book.items as RevisionDataItem[];
  const genreId = ruleId(content, 'genres', book.genre);
  const audienceId = ruleId(content, 'audiences', book.audience);
  const globals = globalScoreItems(items, content, { genreId, audienceId }, new Set());
  const data = bookData([...items, ...globals]);
  const features = bookFeatures(items, similarityWeights);
  if (!data || !features) return undefined;
  return { isbn: book.isbn, title: book.title, author: book.author, year: book.year, form: book.form, data, features };
}

function ruleId(content: ScoringContent, list: 'genres' | 'audiences', name: string): number {
  return content.rules?.[list].find((entry) => entry.name === name)?.id ?? 0;
}
