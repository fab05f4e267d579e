/**
 * The budget of one analysis, enforced in its worker thread: a real upload of a real text against a tiny heap limit
 * or a tiny time-out fails the revision with the Danish reason the author sees, gives the upload back to the
 * allowance it came from, says so in the author's history, and the pool goes on with a new thread: the next
 * upload is analysed fine.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManuscriptError } from '../../analysis/errors.ts';
import { allowanceOf, historyOf, uploadAs } from '../support/allowance.ts';
import { danishNovel } from '../support/danish-novel.ts';
import { manuscriptTxt, waitForRevision } from '../support/fixtures.ts';
import { backends, startTestServer, type TestServer } from '../support/test-server.ts';

/** About 4.5 MB of Danish prose: its analysis needs far more than the heap below, the small fixture far less. */
const bigNovel = new TextEncoder().encode(danishNovel(800_000, 3).text);
/** Measured: the fixture's whole analysis fits in 128 MB of heap (the lexicons included), the novel not in 192. */
const SMALL_HEAP_MB = 144;

const outOfMemory = new ManuscriptError('ANALYSIS_OUT_OF_MEMORY').message;
const tooSlow = new ManuscriptError('ANALYSIS_TIMEOUT').message;

describe.each(backends())('an analysis over its heap limit on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      backend,
      analysisThreads: 1,
      analysisBudget: { timeoutMs: 120_000, memoryMb: SMALL_HEAP_MB },
    });
  });
  afterAll(async () => t?.close());

  test('fails with the Danish reason, gives the upload back, and the next upload is analysed', async () => {
    const author = await t.createAuthor(`hukommelse-${backend}@lektor.dk`, { uploads: 2 });
    const upload = await uploadAs(t, author, 'stor-roman.txt', bigNovel, { manuscriptTitle: 'Den store roman' });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(await allowanceOf(t, author.id)).toEqual({ complimentary: 1, subscription: 0, purchased: 0 });

    const db = t.server.database.db;
    const failed = await waitForRevision(db, upload.json().latestRevisionId, 120_000);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toBe(outOfMemory);
    expect(await allowanceOf(t, author.id)).toEqual({ complimentary: 2, subscription: 0, purchased: 0 });
    const entry = (await historyOf(t, author)).find((item) => item.type === 'ANALYSIS_FAILED');
    expect(entry?.description).toBe(
      `Analysen af »Den store roman« fejlede: ${outOfMemory} Du har fået uploaden tilbage.`,
    );

    // The thread that ran out of memory is gone; the pool starts another and the next analysis succeeds.
    const next = await uploadAs(t, author, 'fyrtaarnet.txt', manuscriptTxt);
    expect(next.statusCode, next.body).toBe(201);
    const done = await waitForRevision(db, next.json().latestRevisionId, 120_000);
    expect(done.status).toBe('done');
    expect(await allowanceOf(t, author.id)).toEqual({ complimentary: 1, subscription: 0, purchased: 0 });
  });
});

describe.each(backends())('an analysis over its time-out on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ backend, analysisThreads: 1, analysisBudget: { timeoutMs: 5, memoryMb: 1536 } });
  });
  afterAll(async () => t?.close());

  test('is stopped, fails with the Danish reason and gives the upload back; a second one likewise', async () => {
    const author = await t.createAuthor(`tid-${backend}@lektor.dk`, { uploads: 1 });
    for (const title of ['Første forsøg', 'Andet forsøg']) {
      // The upload check in the request cannot finish in 5 ms either: the file is let through to the analysis.
      const upload = await uploadAs(t, author, 'fyrtaarnet.txt', manuscriptTxt, { manuscriptTitle: title });
      expect(upload.statusCode, upload.body).toBe(201);
      expect(await allowanceOf(t, author.id)).toEqual({ complimentary: 0, subscription: 0, purchased: 0 });
      const revision = await waitForRevision(t.server.database.db, upload.json().latestRevisionId, 60_000);
      expect(revision).toMatchObject({ status: 'failed', failureReason: tooSlow });
      expect(await allowanceOf(t, author.id)).toEqual({ complimentary: 1, subscription: 0, purchased: 0 });
    }
    const failures = (await historyOf(t, author)).filter((item) => item.type === 'ANALYSIS_FAILED');
    expect(failures.map((item) => item.description)).toEqual([
      `Analysen af »Andet forsøg« fejlede: ${tooSlow} Du har fået uploaden tilbage.`,
      `Analysen af »Første forsøg« fejlede: ${tooSlow} Du har fået uploaden tilbage.`,
    ]);
  });
});
