/** Shared data for integration tests: the team's test manuscript and waiting for an analysis to finish. */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/database.ts';
import { revisions } from '../../server/db/schema.ts';

export const manuscriptTxt = new Uint8Array(
  readFileSync(new URL('../fixtures/manuscripts/fyrtaarnet.txt', import.meta.url)),
);
export const manuscriptDocx = new Uint8Array(
  readFileSync(new URL('../fixtures/manuscripts/fyrtaarnet.docx', import.meta.url)),
);

/** Waits until the revision is done or failed; returns its row. */
export async function waitForRevision(db: Db, revisionId: number, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const [row] = await db.select().from(revisions).where(eq(revisions.id, revisionId));
    if (row && (row.status === 'done' || row.status === 'failed')) return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Revision ${revisionId} did not finish within ${timeoutMs} ms`);
}
