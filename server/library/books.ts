/** The reference library of similar books, seeded from server/content/library/books.json.gz (versioned). */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AdminSimilarBooksPage } from '../../schemas/api/admin.ts';
import type { SimilarBookMetadata } from '../../schemas/api/library.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import type { Db } from '../db/database.ts';
import { libraryBooks } from '../db/schema.ts';
import { allFeatures } from '../derived/similarity-features.ts';
import { apiErrors } from '../errors.ts';
import { type PagingQuery, pageOfRows, pageResult, pagingOf } from '../http/paging.ts';
import { assertItems } from './revision-items.ts';

interface LibrarySeed {
  version: number;
  books: {
    isbn: string;
    title: string;
    author: string;
    year?: number | null;
    form?: string | null;
    genre: string;
    audience: string;
    items: RevisionDataItem[];
  }[];
}

const seedFile = new URL('../content/library/books.json.gz', import.meta.url);

/** The version of the seed file (bench/build-library.ts writes it there too); raised when the file changes. */
export const librarySeedVersion = 4;

export function readLibrarySeed(): LibrarySeed {
  return JSON.parse(gunzipSync(readFileSync(seedFile)).toString('utf8')) as LibrarySeed;
}

/** Checks every book's measures against the model schemas (at build time and in a test, not at every start). */
export function checkLibrarySeed(seed: LibrarySeed): void {
  if (seed.version !== librarySeedVersion) throw new Error(`the seed file is version ${seed.version}`);
  for (const book of seed.books) assertItems(book.items, `library book ${book.isbn}`);
}

/**
 * Inserts or replaces every book of the seed whose stored version is older, a few dozen books a statement, all in
 * one transaction. A database already seeded with this version is not read again (the file is 11 MB of JSON).
 */
export async function seedLibrary(db: Db, given?: LibrarySeed): Promise<void> {
  if (!given) {
    const [seeded] = await db
      .select({ version: sql<number | null>`max(${libraryBooks.seedVersion})` })
      .from(libraryBooks)
      .where(eq(libraryBooks.origin, 'seed'));
    if (Number(seeded?.version ?? 0) >= librarySeedVersion) return;
  }
  const seed = given ?? readLibrarySeed();
  await db.transaction(async (tx) => insertSeed(tx as unknown as Db, seed));
}

async function insertSeed(db: Db, seed: LibrarySeed): Promise<void> {
  const stored = await db
    .select({ isbn: libraryBooks.isbn, version: libraryBooks.seedVersion, removed: libraryBooks.removedAt })
    .from(libraryBooks);
  const known = new Map(stored.map((row) => [row.isbn, row]));
  // A book an admin removed stays removed; a newer seed replaces an older stored version.
  const due = seed.books.filter((book) => {
    const row = known.get(book.isbn);
    return !row || (!row.removed && row.version < seed.version);
  });
  for (let start = 0; start < due.length; start += 25) {
    const values = due.slice(start, start + 25).map((book) => ({
      ...book,
      year: book.year ?? null,
      form: book.form ?? null,
      items: book.items as object,
      features: allFeatures(book.items),
      seedVersion: seed.version,
    }));
    await db
      .insert(libraryBooks)
      .values(values)
      .onConflictDoUpdate({
        target: libraryBooks.isbn,
        set: {
          title: sql`excluded.title`,
          author: sql`excluded.author`,
          year: sql`excluded.year`,
          form: sql`excluded.form`,
          genre: sql`excluded.genre`,
          audience: sql`excluded.audience`,
          items: sql`excluded.items`,
          features: sql`excluded.features`,
          seedVersion: sql`excluded.seed_version`,
        },
      });
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
    year: book.year,
    form: book.form,
    title: book.title,
    audience: book.audience,
    genre: book.genre,
    created: book.createdAt.toISOString(),
  };
}

export async function pageOfBooks(db: Db, query: PagingQuery): Promise<AdminSimilarBooksPage> {
  const paging = pagingOf(query);
  const present = isNull(libraryBooks.removedAt);
  // Newest first, so a book an admin has just added is at the top of the first page; the seed's books by title.
  const order = [desc(libraryBooks.createdAt), asc(libraryBooks.title)];
  const { total, rows } = await pageOfRows(db, libraryBooks, present, order, paging);
  return pageResult(paging, total, rows.map(bookMetadata));
}
