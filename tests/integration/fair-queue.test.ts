/**
 * The analysis queue takes authors in turn (issue 32 point 2, server/jobs/fair-share.ts): author A queues three
 * large manuscripts, then author B one small one; the analysis thread (one, as `npm start` runs it) analyses A's
 * first, then B's, then A's second and third, although B's came last. Read from the database: with one thread the
 * revisions finish in the order they were taken, so the test compares the order of finishing, never a duration.
 */
import { readFileSync } from 'node:fs';
import { asc, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { revisions } from '../../server/db/schema.ts';
import { startAnalysisWorkers } from '../../server/jobs/analysis-workers.ts';
import { fairPriority } from '../../server/jobs/fair-share.ts';
import { manuscriptTxt, waitForRevision } from '../support/fixtures.ts';
import { uploadForm } from '../support/multipart.ts';
import { backends, startTestServer, type TestServer } from '../support/test-server.ts';

const demoText = readFileSync(new URL('../../server/content/demo/taagen-over-fjorden.txt', import.meta.url), 'utf8');
/** Large next to B's: an analysis of several seconds. */
const largeManuscript = new TextEncoder().encode(Array.from({ length: 30 }, () => demoText).join('\n\n'));

async function upload(t: TestServer, subject: string, bytes: Uint8Array, title: string): Promise<number> {
  const form = uploadForm('manuskript.txt', bytes, { manuscriptTitle: title });
  const response = await t.server.app.inject({
    method: 'POST',
    url: '/api/manuscripts/',
    payload: form.payload,
    headers: { authorization: `Bearer ${await t.tokenFor(subject)}`, ...form.headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().latestRevisionId;
}

describe.each(backends())('the analysis queue on %s', (backend) => {
  test('takes authors in turn: one author’s queued files never hold back another author’s', async () => {
    // No analysis thread yet: every upload waits in the queue, as behind a long analysis.
    const t = await startTestServer({ backend, analysisThreads: 0 });
    let workers: Awaited<ReturnType<typeof startAnalysisWorkers>> | undefined;
    try {
      const a = await t.createAuthor('mange@lektor.dk', { uploads: 3 });
      const b = await t.createAuthor('en@lektor.dk', { uploads: 1 });
      const aIds = [
        await upload(t, a.subject, largeManuscript, 'Stor 1'),
        await upload(t, a.subject, largeManuscript, 'Stor 2'),
        await upload(t, a.subject, largeManuscript, 'Stor 3'),
      ];
      const bId = await upload(t, b.subject, manuscriptTxt, 'Lille');
      const db = t.server.database.db;
      expect(await Promise.all([...aIds, bId].map((id) => fairPriority(db, id)))).toEqual([0, -1, -2, 0]);

      workers = await startAnalysisWorkers({
        database: t.server.database,
        queue: t.server.queue,
        threads: 1,
        log: { error: () => undefined, info: () => undefined },
        budget: t.config.analysisBudget,
      });
      for (const id of [...aIds, bId]) expect((await waitForRevision(db, id, 300_000)).status).toBe('done');
      const finished = await db
        .select({ id: revisions.id })
        .from(revisions)
        .where(inArray(revisions.id, [...aIds, bId]))
        .orderBy(asc(revisions.finishedAt));
      expect(finished.map((row) => row.id)).toEqual([aIds[0], bId, aIds[1], aIds[2]]);
    } finally {
      await workers?.close();
      await t.close();
    }
  });

  test('an unknown revision is queued with the first place of its turn', async () => {
    const t = await startTestServer({ backend, analysisThreads: 0 });
    try {
      expect(await fairPriority(t.server.database.db, 987_654)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
