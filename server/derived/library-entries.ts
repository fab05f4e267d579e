/**
 * The reference library as the similar-books comparison reads it: each book's measures (similar-books.ts
 * `bookData`), computed from its stored models with its global score under the current rules, kept per book
 * until the book or the rules change.
 */
import { inArray, isNull } from 'drizzle-orm';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import type { Db } from '../db/database.ts';
import { libraryBooks } from '../db/schema.ts';
import { globalScoreItems, type ScoringContent } from './global-items.ts';
import { type BookData, bookData, type LibraryEntry } from './similar-books.ts';

const cache = new Map<string, { key: string; entry: LibraryEntry | undefined }>();

export async function libraryEntries(db: Db, content: ScoringContent): Promise<LibraryEntry[]> {
  const rules = JSON.stringify(content.rules ?? null).length + content.bands.length;
  const rows = await db
    .select({ isbn: libraryBooks.isbn, createdAt: libraryBooks.createdAt, seedVersion: libraryBooks.seedVersion })
    .from(libraryBooks)
    .where(isNull(libraryBooks.removedAt));
  const keyOf = (row: (typeof rows)[number]) => `${row.createdAt.toISOString()}|${row.seedVersion}|${rules}`;
  const missing = rows.filter((row) => cache.get(row.isbn)?.key !== keyOf(row)).map((row) => row.isbn);
  if (missing.length > 0) {
    const books = await db.select().from(libraryBooks).where(inArray(libraryBooks.isbn, missing));
    for (const book of books) {
      const items = book.items as RevisionDataItem[];
      const genreId = ruleId(content, 'genres', book.genre);
      const audienceId = ruleId(content, 'audiences', book.audience);
      const globals = globalScoreItems(items, content, { genreId, audienceId }, new Set());
      const data: BookData | undefined = bookData([...items, ...globals]);
      const entry = data ? { isbn: book.isbn, title: book.title, author: book.author, data } : undefined;
      cache.set(book.isbn, {
        key: keyOf({ isbn: book.isbn, createdAt: book.createdAt, seedVersion: book.seedVersion }),
        entry,
      });
    }
  }
  const present = new Set(rows.map((row) => row.isbn));
  for (const isbn of cache.keys()) if (!present.has(isbn)) cache.delete(isbn);
  return rows.flatMap((row) => cache.get(row.isbn)?.entry ?? []);
}

function ruleId(content: ScoringContent, list: 'genres' | 'audiences', name: string): number {
  return content.rules?.[list].find((entry) => entry.name === name)?.id ?? 0;
}
