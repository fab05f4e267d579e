/** The reference library of similar books, seeded from server/content/library/books.json (versioned). */
import { readFileSync } from 'node:fs';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { AdminSimilarBooksPage } from '../../schemas/api/admin.ts';
import type { SimilarBookMetadata } from '../../schemas/api/library.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import type { Db } from '../db/database.ts';
import { libraryBooks } from '../db/schema.ts';
import { apiErrors } from '../errors.ts';
import { type PagingQuery, pageResult, pagingOf } from '../http/paging.ts';
import { assertItems } from './revision-items.ts';

interface LibrarySeed {
  version: number;
  books: { isbn: string; title: string; author: string; genre: string; audience: string; items: RevisionDataItem[] }[];
}

const seedFile = new URL('../content/library/books.json', import.meta.url);

export function readLibrarySeed(): LibrarySeed {
  const seed = JSON.parse(readFileSync(seedFile, 'utf8')) as LibrarySeed;
  for (const book of seed.books) assertItems(book.items, `library book ${book.isbn}`);
  return seed;
}

/** Inserts or replaces every book of the seed whose stored version is older. */
export async function seedLibrary(db: Db, seed = readLibrarySeed()): Promise<void> {
  for (const book of seed.books) {
    const [stored] = await db
      .select({ version: libraryBooks.seedVersion, removed: libraryBooks.removedAt })
      .from(libraryBooks)
      .where(eq(libraryBooks.isbn, book.isbn));
    // A book an admin removed stays removed; a newer seed replaces an older stored version.
    if (stored && (stored.removed || stored.version >= seed.version)) continue;
    const values = { ...book, items: book.items as object, seedVersion: seed.version };
    await db.insert(libraryBooks).values(values).onConflictDoUpdate({ target: libraryBooks.isbn, set: values });
  }
}

export async function findBook(db: Db, isbn: string) {
  const [book] = await db
    .select()
    .from(libraryBooks)
    .where(and(eq(libraryBooks.isbn, isbn), isNull(libraryBooks.removedAt)));
  if (!book) throw apiErrors.notFound('Bogen');
  return book;
}

export function bookMetadata(book: typeof libraryBooks.$inferSelect): SimilarBookMetadata {
  return {
    isbn: book.isbn,
    author: book.author,
    title: book.title,
    audience: book.audience,
    genre: book.genre,
    created: book.createdAt.toISOString(),
  };
}

export async function pageOfBooks(db: Db, query: PagingQuery): Promise<AdminSimilarBooksPage> {
  const paging = pagingOf(query);
  const present = isNull(libraryBooks.removedAt);
  const [{ total }] = (await db.select({ total: count() }).from(libraryBooks).where(present)) as [{ total: number }];
  const rows = await db
    .select()
    .from(libraryBooks)
    .where(present)
    .orderBy(asc(libraryBooks.title))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return pageResult(paging, Number(total), rows.map(bookMetadata));
}
