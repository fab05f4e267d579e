/**
 * Storing an analysis' results (server/jobs/revision-store.ts, issue 32 point 3): every row is written, the revision
 * is done, and the event loop gets a turn between the rows, so that on the embedded database (whose statements run
 * on the server's thread) a large upload's results never hold the loop for the whole store.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { revisionData, revisionPassages, revisions } from '../../server/db/schema.ts';
import { storeResults } from '../../server/jobs/revision-store.ts';
import { storedResults } from '../../server/jobs/stored-results.ts';
import { storeUpload } from '../../server/manuscripts/store-upload.ts';
import { manuscriptTxt } from '../support/fixtures.ts';
import { backends, startTestServer } from '../support/test-server.ts';

// Thirty rows of one model under made-up section names: the store writes whatever the analysis gave it.
const items = Array.from({ length: 30 }, (_, i) => ({
  model: 'Legibility' as const,
  section: `del-${i}` as RevisionDataItem['section'],
  content: { words: Array.from({ length: 2_000 }, (_, w) => `ord${w}`) },
}));
const passages = Object.fromEntries(['Cliches', 'Dialogue', 'Scenes'].map((model) => [model, { [model]: [] }]));

describe.each(backends())('storing the results on %s', (backend) => {
  test('writes every row, marks the revision done and lets the event loop turn between the rows', async () => {
    const server = await startTestServer({ backend, analysisThreads: 0 });
    try {
      const db = server.server.database.db;
      const author = await server.createAuthor('lagret@lektor.dk', { uploads: 1 });
      const stored = await storeUpload(db, {
        userId: author.id,
        title: 'Lagret',
        genreId: 1,
        audienceId: 3,
        fileName: 'lagret.txt',
        fileType: 'TEXT',
        bytes: manuscriptTxt,
      });
      let turns = 0;
      let counting = true;
      const countTurns = () => {
        turns++;
        if (counting) setImmediate(countTurns);
      };
      setImmediate(countTurns);
      const owner = { userId: author.id, manuscriptId: stored.manuscriptId, title: 'Lagret' };
      await storeResults(db, stored.revisionId, owner, storedResults(items, passages as never));
      counting = false;
      expect(turns).toBeGreaterThanOrEqual(items.length + Object.keys(passages).length);
      const [rows] = await db
        .select({ n: count() })
        .from(revisionData)
        .where(eq(revisionData.revisionId, stored.revisionId));
      expect(rows!.n).toBe(items.length);
      const [last] = await db
        .select({ content: revisionData.content })
        .from(revisionData)
        .where(eq(revisionData.revisionId, stored.revisionId))
        .orderBy(revisionData.section)
        .limit(1);
      // Stored as jsonb from its JSON text: read back as the object, not as a string.
      expect(last!.content).toEqual(items[0]!.content);
      const [passageRows] = await db
        .select({ n: count() })
        .from(revisionPassages)
        .where(eq(revisionPassages.revisionId, stored.revisionId));
      expect(passageRows!.n).toBe(3);
      const [revision] = await db.select().from(revisions).where(eq(revisions.id, stored.revisionId));
      expect(revision!.status).toBe('done');
    } finally {
      await server.close();
    }
  });
});
