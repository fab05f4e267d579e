/**
 * Books admins add to the reference library by uploading their file, and remove. The file is checked and analysed
 * in a worker thread by the same analysis as a manuscript, and only its measures are kept (measures-only.ts);
 * nothing is stored until the analysis has succeeded, so a refused or failed book leaves no row behind.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AdminLibraryBook, LibraryUploadFields } from '../../schemas/api/admin.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { validate } from '../../schemas/validate.ts';
import { catalogueOf } from '../content/catalogue.ts';
import type { Db } from '../db/database.ts';
import { libraryBooks } from '../db/schema.ts';
import { allFeatures, featureProblem } from '../derived/similarity-features.ts';
import { similarityWeights } from '../derived/similarity-weights.ts';
import { apiErrors, libraryErrors, MIN_BOOK_WORDS } from '../errors.ts';
import type { AnalysisPool } from '../jobs/analysis-pool.ts';
import { checkUploadedFile, fileTypeOf, type UploadForm } from '../manuscripts/upload-form.ts';
import { bookMetadata } from './books.ts';
import { measuresOnly } from './measures-only.ts';
import { assertItems } from './revision-items.ts';

export async function addLibraryBook(db: Db, pool: AnalysisPool, form: UploadForm): Promise<AdminLibraryBook> {
  const fields = checkFields(form.fields);
  const catalogue = await catalogueOf(db);
  const genreId = Number(fields.genre);
  const audienceId = Number(fields.audience);
  if (!catalogue.hasGenre(genreId)) throw apiErrors.validation('ukendt genre');
  if (!catalogue.hasAudience(audienceId)) throw apiErrors.validation('ukendt målgruppe');
  const fileType = fileTypeOf(form.fileName);
  if (!fileType) throw apiErrors.unsupportedFileType();
  await checkUploadedFile(form, fileType);
  const isbn = fields.isbn || uploadedBookId(fields.author, fields.title, form.bytes);
  if (await isStored(db, isbn)) throw libraryErrors.exists();
  const items = measuresOnly(await analyse(pool, form));
  const words = wordsOf(items);
  if (words < MIN_BOOK_WORDS) throw libraryErrors.tooShort(words);
  assertItems(items, `library upload ${isbn}`);
  const problem = featureProblem(items, similarityWeights);
  if (problem) throw libraryErrors.notComparable(problem);
  const values = {
    isbn,
    title: fields.title.trim(),
    author: fields.author.trim(),
    genre: catalogue.genreName(genreId),
    audience: catalogue.audienceName(audienceId),
    items: items as object,
    features: allFeatures(items),
    seedVersion: 0,
    origin: 'upload',
  };
  // One statement: a book removed earlier under the same id is replaced; a present one (a race) is refused.
  const [row] = await db
    .insert(libraryBooks)
    .values(values)
    .onConflictDoUpdate({
      target: libraryBooks.isbn,
      set: { ...values, removedAt: null, createdAt: new Date() },
      setWhere: isNotNull(libraryBooks.removedAt),
    })
    .returning();
  if (!row) throw libraryErrors.exists();
  return bookMetadata(row);
}

/** Marks the book removed; it disappears from the library, the similar-books comparison and the seed. */
export async function removeLibraryBook(db: Db, isbn: string): Promise<void> {
  const removed = await db
    .update(libraryBooks)
    .set({ removedAt: new Date() })
    .where(and(eq(libraryBooks.isbn, isbn), isNull(libraryBooks.removedAt)))
    .returning({ isbn: libraryBooks.isbn });
  if (removed.length === 0) throw apiErrors.notFound('Bogen');
}

function checkFields(fields: Record<string, string>): LibraryUploadFields {
  if (!fields.title?.trim() || !fields.author?.trim() || !fields.genre?.trim() || !fields.audience?.trim()) {
    throw apiErrors.incompleteForm();
  }
  const checked = validate<LibraryUploadFields>('api/admin/library-upload-fields', fields);
  if (checked.ok) return checked.value;
  const issue = checked.issues[0]!;
  const unknown = /unknown property '([^']+)'/.exec(issue.message)?.[1];
  const field = issue.pointer.replace(/^\//, '');
  throw apiErrors.validation(unknown ? `formularen har et ukendt felt '${unknown}'` : `feltet '${field}' er ugyldigt`);
}

/** A stable id for a book without ISBN: 'lektor-upload-' and a digest of author, title and file. */
function uploadedBookId(author: string, title: string, bytes: Uint8Array): string {
  const digest = createHash('sha256').update(`${author.trim()}\n${title.trim()}\n`).update(bytes).digest('hex');
  return `lektor-upload-${digest.slice(0, 16)}`;
}

async function isStored(db: Db, isbn: string): Promise<boolean> {
  const [row] = await db
    .select({ isbn: libraryBooks.isbn })
    .from(libraryBooks)
    .where(and(eq(libraryBooks.isbn, isbn), isNull(libraryBooks.removedAt)));
  return Boolean(row);
}

/** The pool holds the analysis to its budget (ANALYSIS_TIMEOUT_SECONDS, ANALYSIS_MEMORY_MB): a breach is a 422. */
async function analyse(pool: AnalysisPool, form: UploadForm): Promise<RevisionDataItem[]> {
  const result = await pool.analyse(form.bytes, form.fileName, () => undefined);
  if (result.ok) return result.items;
  if (result.userFacing) throw apiErrors.invalidFile(result.message);
  throw libraryErrors.analysisFailed();
}

function wordsOf(items: readonly RevisionDataItem[]): number {
  const legibility = items.find((item) => item.model === 'Legibility' && item.section === 'global');
  return (legibility?.content as { number_of_words?: number } | undefined)?.number_of_words ?? 0;
}
