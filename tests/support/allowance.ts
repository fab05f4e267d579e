/**
 * For tests of what an upload spends and gives back: an author's allowance, what is stored for them, and uploading
 * as them through the real route.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { history, manuscripts, revisions, users } from '../../server/db/schema.ts';
import type { TestServer, TestUser } from './test-server.ts';
import { postUpload } from './uploads.ts';

export interface Allowance {
  complimentary: number;
  subscription: number;
  purchased: number;
}

export async function allowanceOf(t: TestServer, userId: number): Promise<Allowance> {
  const [row] = await t.server.database.db.select().from(users).where(eq(users.id, userId));
  return {
    complimentary: row!.complimentaryUploads,
    subscription: row!.subscriptionUploads,
    purchased: row!.purchasedUploads,
  };
}

/** What is stored for the author: manuscripts, revisions, history entries and queued analysis jobs of them. */
export async function storedFor(t: TestServer, userId: number) {
  const db = t.server.database.db;
  const own = await db.select({ id: manuscripts.id }).from(manuscripts).where(eq(manuscripts.userId, userId));
  const ids = own.map((row) => row.id);
  const revisionRows = ids.length
    ? await db.select({ id: revisions.id }).from(revisions).where(inArray(revisions.manuscriptId, ids))
    : [];
  const [{ n: historyEntries }] = (await db.select({ n: count() }).from(history).where(eq(history.userId, userId))) as [
    { n: number },
  ];
  const jobs = await t.server.database.executeSql(
    "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'analyse-revision' AND (data->>'revisionId')::int NOT IN (SELECT id FROM revisions)",
  );
  return {
    manuscripts: ids.length,
    revisions: revisionRows.length,
    history: Number(historyEntries),
    orphanJobs: Number(jobs.rows[0]!.n),
  };
}

export async function uploadAs(
  t: TestServer,
  author: TestUser,
  fileName: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  return postUpload(t, { as: author, fileName, bytes, fields });
}

/** The author's history as the API describes it, newest first. */
export async function historyOf(t: TestServer, author: TestUser): Promise<{ type: string; description: string }[]> {
  const response = await t.server.app.inject({
    url: '/api/author/history/?pageSize=100',
    headers: { authorization: `Bearer ${await t.tokenFor(author.subject)}` },
  });
  return response.json().items;
}
