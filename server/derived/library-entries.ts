/**
 * The reference library as the similar-books comparison reads it. The index is built from each book's similarity
 * numbers (library_books.features, small: the items are not read) and kept until the library changes
 * (change_counters 'library', raised by a trigger on every change of library_books), so an unchanged library costs
 * one indexed row per query. The radar figures (similar-books.ts `bookData`, with the global score under the
 * current rules) are computed for the nearest books only, and kept per book until the book or the rules change.
 * A book stored before its numbers were kept gets them computed from its items once (and written back).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import type { Db } from '../db/database.ts';
import { changeCounters, libraryBooks } from '../db/schema.ts';
import { globalScoreItems, type ScoringContent } from './global-items.ts';
import { type BookData, bookData, type Library, libraryOf } from './similar-books.ts';
import { allFeatures, type Features, weightedFeatures } from './similarity-features.ts';
import { similarityWeights } from './similarity-weights.ts';

const figures = new Map<string, { key: string; data: BookData | undefined }>();
/** Per database (a test process may hold several): the index and the library version it was built at. */
const indexes = new WeakMap<Db, { key: string; library: Library }>();

export async function libraryEntries(db: Db, content: ScoringContent): Promise<Library> {
  const rules = JSON.stringify(content.rules ?? null).length + content.bands.length;
  const [counter] = await db
    .select({ version: changeCounters.version })
    .from(changeCounters)
    .where(eq(changeCounters.name, 'library'));
  const libraryKey = `${counter?.version ?? 'none'}|${rules}`;
  const indexed = indexes.get(db);
  if (indexed?.key === libraryKey) return indexed.library;
  await computeMissingFeatures(db);
  const rows = await db
    .select({
      isbn: libraryBooks.isbn,
      title: libraryBooks.title,
      author: libraryBooks.author,
      year: libraryBooks.year,
      form: libraryBooks.form,
      features: libraryBooks.features,
    })
    .from(libraryBooks)
    .where(isNull(libraryBooks.removedAt));
  const entries = rows.flatMap(({ features, ...book }) => {
    const weighted = features ? weightedFeatures(features as Features, similarityWeights) : undefined;
    return weighted ? [{ ...book, features: weighted }] : [];
  });
  const library = libraryOf(entries, (isbns) => radarFigures(db, content, rules, isbns));
  // Only a counter read before the rows were read names them: a change in between is seen by the next query.
  if (counter) indexes.set(db, { key: libraryKey, library });
  return library;
}

async function computeMissingFeatures(db: Db): Promise<void> {
  const missing = await db
    .select({ isbn: libraryBooks.isbn, items: libraryBooks.items })
    .from(libraryBooks)
    .where(and(isNull(libraryBooks.features), isNull(libraryBooks.removedAt)));
  for (const book of missing) {
    const features = allFeatures(book.items as RevisionDataItem[]);
    await db.update(libraryBooks).set({ features }).where(eq(libraryBooks.isbn, book.isbn));
  }
}

async function radarFigures(
  db: Db,
  content: ScoringContent,
  rules: number,
  isbns: readonly string[],
): Promise<ReadonlyMap<string, BookData>> {
  const rows = await db
    .select({ isbn: libraryBooks.isbn, createdAt: libraryBooks.createdAt, seedVersion: libraryBooks.seedVersion })
    .from(libraryBooks)
    .where(inArray(libraryBooks.isbn, [...isbns]));
  const keyOf = (row: (typeof rows)[number]) => `${row.createdAt.toISOString()}|${row.seedVersion}|${rules}`;
  const stale = rows.filter((row) => figures.get(row.isbn)?.key !== keyOf(row)).map((row) => row.isbn);
  if (stale.length > 0) {
    const books = await db.select().from(libraryBooks).where(inArray(libraryBooks.isbn, stale));
    for (const book of books) {
      const items = book.items as RevisionDataItem[];
      const genreId = ruleId(content, 'genres', book.genre);
      const audienceId = ruleId(content, 'audiences', book.audience);
      const globals = globalScoreItems(items, content, { genreId, audienceId }, new Set());
      figures.set(book.isbn, { key: keyOf(book), data: bookData([...items, ...globals]) });
    }
  }
  const out = new Map<string, BookData>();
  for (const row of rows) {
    const data = figures.get(row.isbn)?.data;
    if (data) out.set(row.isbn, data);
  }
  return out;
}

function ruleId(content: ScoringContent, list: 'genres' | 'audiences', name: string): number {
  return content.rules?.[list].find((entry) => entry.name === name)?.id ?? 0;
}
