/**
 * The manuscript view's text on the server: a revision's file and stored passages read once in a worker thread of
 * its own (text-task.ts: the import and the placing of every finding, at most TEXT_TIMEOUT_MS, within the analysis
 * heap budget), kept for the last few revisions read, so every further page is a slice of memory. Requests for a
 * revision being read wait for the same reading.
 */
import { eq } from 'drizzle-orm';
import type { AnalysisBudget } from '../config.ts';
import type { Db } from '../db/database.ts';
import { revisionFileBytes } from '../db/revision-files.ts';
import { revisionFiles, revisionPassages } from '../db/schema.ts';
import { apiErrors, manuscriptViewErrors } from '../errors.ts';
import { createRequestPool, notRunInTime } from '../jobs/budgeted-pool.ts';
import type { TextResult } from './text-task.ts';

/** The longest a first page waits for the text: a 200,000-word .docx is read in a few seconds. */
export const TEXT_TIMEOUT_MS = 30_000;
const MAX_WAITING = 4;
/** Revisions whose text this process keeps (a 10 MB text takes some 30 MB of memory). */
export const TEXTS_KEPT = 3;

export type ReadText = Extract<TextResult, { ok: true }>;

interface Log {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

export interface TextReader {
  read(db: Db, revision: { id: number; fileName: string }): Promise<ReadText>;
  close(): Promise<void>;
}

export function createTextReader({ budget, log }: { budget: AnalysisBudget; log: Log }): TextReader {
  const pool = createRequestPool({
    thread: new URL('./text-thread.mjs', import.meta.url),
    budget,
    timeoutMs: TEXT_TIMEOUT_MS,
    maxWaiting: MAX_WAITING,
    log,
  });
  // Insertion order is the order of last use: a hit is moved to the end, the first is dropped.
  const kept = new Map<number, Promise<ReadText>>();

  async function readNow(db: Db, revision: { id: number; fileName: string }): Promise<ReadText> {
    const rows = await db
      .select({ model: revisionPassages.model, content: revisionPassages.content })
      .from(revisionPassages)
      .where(eq(revisionPassages.revisionId, revision.id));
    const [file] = await db
      .select({ bytes: revisionFiles.bytes, fileKey: revisionFiles.fileKey })
      .from(revisionFiles)
      .where(eq(revisionFiles.revisionId, revision.id));
    if (!file) throw apiErrors.notFound('Filen');
    let result: TextResult;
    try {
      result = await pool.run<TextResult>({
        bytes: await revisionFileBytes(db, file),
        fileName: revision.fileName,
        passages: Object.fromEntries(rows.map((row) => [row.model, row.content])),
      });
    } catch (error) {
      log.warn({ error, revision: revision.id }, 'manuscript text not read');
      if (notRunInTime(error)) throw manuscriptViewErrors.notInTime();
      throw error;
    }
    if (!result.ok) throw apiErrors.invalidFile(result.message);
    return result;
  }

  return {
    read(db, revision) {
      const hit = kept.get(revision.id);
      if (hit) {
        kept.delete(revision.id);
        kept.set(revision.id, hit);
        return hit;
      }
      const reading = readNow(db, revision);
      kept.set(revision.id, reading);
      // A failed reading is not kept: the next request tries again.
      reading.catch(() => kept.get(revision.id) === reading && kept.delete(revision.id));
      while (kept.size > TEXTS_KEPT) kept.delete(kept.keys().next().value!);
      return reading;
    },
    close: () => pool.destroy(),
  };
}
