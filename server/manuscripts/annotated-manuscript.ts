/**
 * 'Hent kommenteret manuskript' on the server: the revision's file and stored passages handed to a worker thread
 * of its own (analysis/word), within the analysis heap budget and at most ANNOTATION_TIMEOUT_MS, so the event loop
 * stays free; the result is refused in Danish when it is larger than ANNOTATED_DOCX_MAX_BYTES. Nothing is spent.
 */
import { eq } from 'drizzle-orm';
import { type AnnotationCategory, annotationCategories } from '../../schemas/api/annotated-manuscript.ts';
import type { AnalysisBudget } from '../config.ts';
import type { Db } from '../db/database.ts';
import { revisionFileBytes } from '../db/revision-files.ts';
import { revisionFiles, revisionPassages } from '../db/schema.ts';
import { annotationErrors, apiErrors } from '../errors.ts';
import { createRequestPool, notRunInTime } from '../jobs/budgeted-pool.ts';
import type { AnnotateResult } from './annotate-task.ts';

/** The longest a download waits: a 100,000-word novel takes well under a second (docs/PERFORMANCE.md). */
export const ANNOTATION_TIMEOUT_MS = 30_000;
const MAX_WAITING = 4;

/** The categories of the query, each once; a Danish 400 for an unknown or missing one. */
export function categoriesOf(query: string): AnnotationCategory[] {
  const given = query
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  if (given.length === 0) throw annotationErrors.unknownCategory('');
  const unknown = given.find((c) => !(annotationCategories as readonly string[]).includes(c));
  if (unknown !== undefined) throw annotationErrors.unknownCategory(unknown.slice(0, 40));
  return [...new Set(given)] as AnnotationCategory[];
}

interface Log {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

export interface Annotator {
  annotate(
    db: Db,
    revision: { id: number; fileName: string },
    categories: AnnotationCategory[],
  ): Promise<{ bytes: Uint8Array; comments: number }>;
  close(): Promise<void>;
}

export function createAnnotator({
  budget,
  maxBytes,
  log,
}: {
  budget: AnalysisBudget;
  maxBytes: number;
  log: Log;
}): Annotator {
  const pool = createRequestPool({
    thread: new URL('./annotate-thread.mjs', import.meta.url),
    budget,
    timeoutMs: ANNOTATION_TIMEOUT_MS,
    maxWaiting: MAX_WAITING,
    log,
  });
  return {
    async annotate(db, revision, categories) {
      const rows = await db
        .select({ model: revisionPassages.model, content: revisionPassages.content })
        .from(revisionPassages)
        .where(eq(revisionPassages.revisionId, revision.id));
      if (rows.length === 0) throw annotationErrors.noPassages();
      const [file] = await db
        .select({ bytes: revisionFiles.bytes, fileKey: revisionFiles.fileKey })
        .from(revisionFiles)
        .where(eq(revisionFiles.revisionId, revision.id));
      if (!file) throw apiErrors.notFound('Filen');
      const passages = Object.fromEntries(rows.map((row) => [row.model, row.content]));
      let result: AnnotateResult;
      try {
        result = await pool.run<AnnotateResult>({
          bytes: await revisionFileBytes(db, file),
          fileName: revision.fileName,
          passages,
          categories,
        });
      } catch (error) {
        log.warn({ error, revision: revision.id }, 'annotated manuscript not made');
        if (notRunInTime(error)) throw annotationErrors.notInTime();
        throw error;
      }
      if (!result.ok) throw apiErrors.invalidFile(result.message);
      if (result.bytes.length > maxBytes) throw annotationErrors.tooLarge(result.bytes.length, maxBytes);
      return result;
    },
    close: () => pool.destroy(),
  };
}
