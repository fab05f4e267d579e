/**
 * A process with two analysis threads analyses two manuscripts at once: after two uploads both revisions are seen
 * 'analysing' in the database at the same moment, before either has finished (with one job at a time the second
 * stays 'queued' until the first is done). Both then finish. The states are read from the database, no timing.
 */
import { readFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { revisions } from '../../server/db/schema.ts';
import { waitForRevision } from '../support/fixtures.ts';
import { uploadForm } from '../support/multipart.ts';
import { backends, startTestServer } from '../support/test-server.ts';

const demoText = readFileSync(new URL('../../server/content/demo/taagen-over-fjorden.txt', import.meta.url), 'utf8');
/** Long enough that one analysis is still running when the other starts. */
const longManuscript = Array.from({ length: 200 }, () => demoText).join('\n\n');

describe.each(backends())('a server with two analysis threads on %s', (backend) => {
  test('analyses two uploads concurrently', async () => {
    const t = await startTestServer({ backend, analysisThreads: 2 });
    try {
      const author = await t.createAuthor('samtidig@lektor.dk', { subscription: 'STANDARD', uploads: 2 });
      const auth = { authorization: `Bearer ${await t.tokenFor(author.subject)}` };
      const revisionIds: number[] = [];
      for (const title of ['Første tåge', 'Anden tåge']) {
        const form = uploadForm('lang-taage.txt', new TextEncoder().encode(longManuscript), { manuscriptTitle: title });
        const response = await t.server.app.inject({
          method: 'POST',
          url: '/api/manuscripts/',
          payload: form.payload,
          headers: { ...auth, ...form.headers },
        });
        expect(response.statusCode, response.body).toBe(201);
        revisionIds.push(response.json().latestRevisionId);
      }

      const db = t.server.database.db;
      let seen: string[] = [];
      for (;;) {
        const rows = await db
          .select({ id: revisions.id, status: revisions.status })
          .from(revisions)
          .where(inArray(revisions.id, revisionIds));
        seen = rows.map((row) => row.status);
        const finished = seen.some((status) => status === 'done' || status === 'failed');
        if (finished || (rows.length === 2 && seen.every((status) => status === 'analysing'))) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen, 'both analyses must run at the same time').toEqual(['analysing', 'analysing']);

      for (const id of revisionIds) expect((await waitForRevision(db, id, 240_000)).status).toBe('done');
    } finally {
      await t.close();
    }
  });
});
