/**
 * Checks before an upload is spent, and the give-back after: what the import can tell (the type by content, an epub
 * spine that resolves, some text, a readable encoding, at most 10,000,000 characters, prose: words and sentences) is refused in the upload
 * request with the analysis's Danish message, the allowance untouched and nothing stored; what only the analysis can
 * tell (not Danish) fails the revision and gives the upload back to the allowance it was spent from,
 * which the author's history says.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManuscriptError, type ManuscriptErrorCode } from '../../analysis/errors.ts';
import {
  docxWithParagraphs,
  epubWithDanglingSpine,
  epubWithRepeatedSpine,
} from '../../analysis/test-support/hostile-files.ts';
import { validate } from '../../schemas/validate.ts';
import { users } from '../../server/db/schema.ts';
import { allowanceOf, historyOf, storedFor, uploadAs } from '../support/allowance.ts';
import { waitForRevision } from '../support/fixtures.ts';
import { backends, startTestServer, type TestServer, type TestUser } from '../support/test-server.ts';

const hostile = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/manuscripts/hostile/${name}`, import.meta.url)));
const paragraph = 'Hun gik ned til søen og så på vandet, der lå stille i aftensolen.';

const refused: { file: string; bytes: () => Uint8Array; code: ManuscriptErrorCode }[] = [
  { file: 'ikke-word.docx', bytes: () => hostile('not-a-zip.docx'), code: 'CORRUPT_FILE' },
  { file: 'binær.txt', bytes: () => hostile('junk.txt'), code: 'NOT_TEXT' },
  { file: 'udenfor.epub', bytes: epubWithDanglingSpine, code: 'MISSING_CONTENT' },
  { file: 'tomme-afsnit.docx', bytes: () => docxWithParagraphs(40, ''), code: 'EMPTY_TEXT' },
  { file: 'tomt-kapitel.epub', bytes: () => epubWithRepeatedSpine(3, ''), code: 'EMPTY_TEXT' },
  { file: 'for-lang.docx', bytes: () => docxWithParagraphs(160_000, paragraph), code: 'TEXT_TOO_LONG' },
  // Not prose (issue 32): refused before it spends, not analysed "done" or given back after the analysis.
  { file: 'no-sentences.txt', bytes: () => hostile('no-sentences.txt'), code: 'NO_SENTENCES' },
  { file: 'et-ord.txt', bytes: () => new TextEncoder().encode('a'.repeat(10_000_000)), code: 'NOT_PROSE' },
  {
    file: 'limet-ord.txt',
    bytes: () => new TextEncoder().encode(`${paragraph.repeat(80)} ${'ogsåhangik'.repeat(20_000)}`),
    code: 'NOT_PROSE',
  },
];

describe.each(backends())('checks before an upload is spent on %s', (backend) => {
  let t: TestServer;
  let author: TestUser;
  beforeAll(async () => {
    t = await startTestServer({ backend, analysisThreads: 1 });
    author = await t.createAuthor(`tjek-${backend}@lektor.dk`, { uploads: 2 });
  });
  afterAll(async () => t?.close());

  for (const { file, bytes, code } of refused) {
    test(`${file}: 422 ${code} in Danish, the allowance untouched, nothing stored`, async () => {
      const allowance = await allowanceOf(t, author.id);
      const stored = await storedFor(t, author.id);
      const response = await uploadAs(t, author, file, bytes());
      expect(response.statusCode, response.body).toBe(422);
      const body = response.json();
      expect(validate('api/error', body).ok).toBe(true);
      expect(body).toEqual({ code: 'INVALID_FILE', message: new ManuscriptError(code).message });
      expect(await allowanceOf(t, author.id)).toEqual(allowance);
      expect(await storedFor(t, author.id)).toEqual(stored);
    });
  }

  test('an author with no upload left is refused before the file is read', async () => {
    const empty = await t.createAuthor(`ingen-${backend}@lektor.dk`, { uploads: 0 });
    const response = await uploadAs(t, empty, 'for-lang.docx', docxWithParagraphs(160_000, paragraph));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('NO_UPLOADS_LEFT');
    expect(await storedFor(t, empty.id)).toMatchObject({ manuscripts: 0, history: 0 });
  });

  const givenBack: { file: string; code: ManuscriptErrorCode }[] = [{ file: 'english.txt', code: 'NOT_DANISH' }];
  for (const { file, code } of givenBack) {
    test(`${file}: stored and queued, then failed with ${code}; the upload is given back`, async () => {
      const before = await allowanceOf(t, author.id);
      const response = await uploadAs(t, author, file, hostile(file), { manuscriptTitle: `Prøve ${code}` });
      expect(response.statusCode, response.body).toBe(201);
      expect(await allowanceOf(t, author.id)).toEqual({ ...before, complimentary: before.complimentary - 1 });
      const revision = await waitForRevision(t.server.database.db, response.json().latestRevisionId);
      const reason = new ManuscriptError(code).message;
      expect(revision).toMatchObject({ status: 'failed', failureReason: reason });
      expect(await allowanceOf(t, author.id)).toEqual(before);
      const descriptions = (await historyOf(t, author)).map((item) => item.description);
      expect(descriptions).toContain(`Analysen af »Prøve ${code}« fejlede: ${reason} Du har fået uploaden tilbage.`);
    });
  }

  test('the upload goes back to the allowance it was spent from (purchased here)', async () => {
    const buyer = await t.createAuthor(`køber-${backend}@lektor.dk`, { uploads: 0 });
    await t.server.database.db.update(users).set({ purchasedUploads: 1 }).where(eq(users.id, buyer.id));
    const response = await uploadAs(t, buyer, 'english.txt', hostile('english.txt'));
    expect(response.statusCode, response.body).toBe(201);
    expect(await allowanceOf(t, buyer.id)).toEqual({ complimentary: 0, subscription: 0, purchased: 0 });
    const revision = await waitForRevision(t.server.database.db, response.json().latestRevisionId);
    expect(revision.status).toBe('failed');
    expect(await allowanceOf(t, buyer.id)).toEqual({ complimentary: 0, subscription: 0, purchased: 1 });
  });
});
