/**
 * The reference library as admins keep it: a book added by uploading its file is analysed, kept as measures only
 * and compared with manuscripts; a removed book is gone for good (also from the seed). Bad input — a file that is
 * no book, a text too short to be one, unknown genres, missing fields, a book already there, an id that does not
 * exist — gets a clear Danish error, and nothing is stored half.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validate } from '../../schemas/validate.ts';
import { libraryBooks } from '../../server/db/schema.ts';
import { readLibrarySeed, seedLibrary } from '../../server/library/books.ts';
import { danishNovel } from '../support/danish-novel.ts';
import { manuscriptTxt } from '../support/fixtures.ts';
import { multipartBody } from '../support/multipart.ts';
import { backends, startTestServer, type TestServer } from '../support/test-server.ts';

const novelText = danishNovel(3_000, 5).text;
const novel = new TextEncoder().encode(novelText);
/** A sentence of the book's text, which the library must not keep. */
const sentence = novelText
  .split('\n')
  .find((line) => line.length > 60)!
  .slice(0, 50);
const fields = { title: 'Havets børn', author: 'Lektør-holdet', genre: '8', audience: '3' };

describe.each(backends())('the library kept by admins on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ backend });
  });
  afterAll(async () => t?.close());

  const upload = async (formFields: Record<string, string>, name: string, bytes: Uint8Array) => {
    const form = multipartBody(formFields, { name, bytes });
    return t.server.app.inject({
      method: 'POST',
      url: '/api/admin/similar-books',
      payload: form.payload,
      headers: { ...(await t.headers('admin')), ...form.headers },
    });
  };
  const booksStored = async () => {
    const [{ n }] = (await t.server.database.db.select({ n: count() }).from(libraryBooks)) as [{ n: number }];
    return Number(n);
  };
  const expectError = (response: { statusCode: number; json(): unknown }, status: number) => {
    expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
    const body = response.json() as { code: string; message: string };
    expect(validate('api/error', body).ok).toBe(true);
    return body;
  };

  const similarTo = async (isbn: string) => {
    const response = await t.server.app.inject({
      url: `/api/similar-books/${isbn}/?models=SimilarBooks&sections=global`,
      headers: await t.headers('subscriber'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { content: { isbn: string; similarity: number; reasons?: string[] }[] }[])[0]!.content;
  };

  const bookOf = async (isbn: string) => {
    const response = await t.server.app.inject({
      url: `/api/similar-books/${isbn}/metadata`,
      headers: await t.headers('subscriber'),
    });
    return response.json() as { year: number | null; form: string | null };
  };

  test('the seed library is there on a fresh start: every book of the committed seed, with year and form', async () => {
    const seed = readLibrarySeed();
    expect(seed.books.length).toBeGreaterThan(200);
    expect(await booksStored()).toBe(seed.books.length);
    expect(await bookOf('lektor-jacobsen-niels-lyhne')).toMatchObject({ year: 1880, form: 'roman' });
    // The nearest books of a seed book come from the seed, each with the measures that make it close.
    const nearest = await similarTo('lektor-jacobsen-niels-lyhne');
    expect(nearest).toHaveLength(5);
    for (const book of nearest) expect(book.reasons!.length).toBeGreaterThanOrEqual(2);
  });

  test('an uploaded book is analysed, kept as measures only, found as the nearest of its own text; removal takes it away', async () => {
    const before = await similarTo('lektor-bang-ved-vejen');
    const added = await upload({ ...fields, isbn: '9788700000019' }, 'havets-boern.txt', novel);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      isbn: '9788700000019',
      title: 'Havets børn',
      genre: 'Samtidsroman',
      year: null,
    });
    const [row] = await t.server.database.db.select().from(libraryBooks).where(eq(libraryBooks.isbn, '9788700000019'));
    const items = row!.items as { model: string; content: unknown }[];
    expect(items.map((i) => i.model)).not.toContain('Chunk');
    expect(items.map((i) => i.model)).toContain('Legibility');
    expect(JSON.stringify(items)).not.toContain(sentence);
    const headers = await t.headers('subscriber');
    const metadata = await t.server.app.inject({ url: '/api/similar-books/9788700000019/metadata', headers });
    expect(metadata.json()).toMatchObject({ author: 'Lektør-holdet' });

    // The same text uploaded again under another ISBN: its nearest book is the first upload, with similarity 1.
    const copy = await upload(
      { ...fields, title: 'Havets børn (2. udgave)', isbn: '9788700000026' },
      'kopi.txt',
      novel,
    );
    expect(copy.statusCode, copy.body).toBe(201);
    const nearest = await similarTo('9788700000026');
    expect(nearest[0]).toMatchObject({ isbn: '9788700000019', similarity: 1 });
    expect(nearest[0]!.reasons!.length).toBeGreaterThanOrEqual(2);
    expect(nearest[1]!.similarity).toBeLessThan(0.9);

    const removed = await t.server.app.inject({
      method: 'DELETE',
      url: '/api/admin/similar-books/9788700000019',
      headers: await t.headers('admin'),
    });
    expect(removed.json()).toEqual({ ok: true });
    expectError(await t.server.app.inject({ url: '/api/similar-books/9788700000019/metadata', headers }), 404);
    const after = await similarTo('9788700000026');
    expect(after.map((book) => book.isbn)).not.toContain('9788700000019');
    expect(after[0]!.isbn).toBe(nearest[1]!.isbn);
    await t.server.app.inject({
      method: 'DELETE',
      url: '/api/admin/similar-books/9788700000026',
      headers: await t.headers('admin'),
    });
    expect(await similarTo('lektor-bang-ved-vejen')).toEqual(before);
  }, 180_000);

  test('a removed seed book stays removed when the library is seeded again', async () => {
    const admin = await t.headers('admin');
    const url = '/api/admin/similar-books/lektor-blicher-brudstykker-af-en-landsbydegns-dagbog';
    const first = await t.server.app.inject({ method: 'DELETE', url, headers: admin });
    expect(first.statusCode, first.body).toBe(200);
    await seedLibrary(t.server.database.db, readLibrarySeed());
    const page = await t.server.app.inject({ url: '/api/admin/similar-books?pageSize=100', headers: admin });
    expect(JSON.stringify(page.json())).not.toContain('lektor-blicher-brudstykker-af-en-landsbydegns-dagbog');
    const again = expectError(await t.server.app.inject({ method: 'DELETE', url, headers: admin }), 404);
    expect(again.message).toBe('Bogen findes ikke.');
  });

  test('bad uploads get a Danish error and store nothing', async () => {
    const before = await booksStored();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expectError(await upload(fields, 'billede.png', png), 415);
    expect((expectError(await upload(fields, 'bog.docx', manuscriptTxt), 422) as { code: string }).code).toBe(
      'INVALID_FILE',
    );
    const short = expectError(await upload(fields, 'novelle.txt', manuscriptTxt), 422);
    expect(short.message).toMatch(/^Filen ligner ikke en bog: den har kun \d+ ord \(mindst 1\.000\)\.$/);
    expect(expectError(await upload({ ...fields, title: ' ' }, 'bog.txt', novel), 400).message).toBe(
      'Udfyld venligst felterne ovenover',
    );
    expectError(await upload({ ...fields, genre: '999' }, 'bog.txt', novel), 400);
    expectError(await upload({ ...fields, isbn: '12345' }, 'bog.txt', novel), 400);
    expectError(await upload({ ...fields, udgiver: 'x' }, 'bog.txt', novel), 400);
    const noFile = multipartBody(fields);
    const missing = await t.server.app.inject({
      method: 'POST',
      url: '/api/admin/similar-books',
      payload: noFile.payload,
      headers: { ...(await t.headers('admin')), ...noFile.headers },
    });
    expectError(missing, 400);
    expect(await booksStored()).toBe(before);
  });

  test('a book already in the library is refused with 409; an unknown book id is a Danish 404', async () => {
    const first = await upload(fields, 'havets-boern.txt', novel);
    expect(first.statusCode, first.body).toBe(201);
    const stored = await booksStored();
    const again = expectError(await upload(fields, 'havets-boern.txt', novel), 409);
    expect(again.message).toBe('Bogen findes allerede i biblioteket.');
    expect(await booksStored()).toBe(stored);
    const headers = await t.headers('subscriber');
    const unknown = expectError(await t.server.app.inject({ url: '/api/similar-books/9780000000000/', headers }), 404);
    expect(unknown.message).toBe('Bogen findes ikke.');
  }, 120_000);
});
