/** The API view of a revision row. */
import type { revisions } from '../db/schema.ts';

export function revisionView(revision: typeof revisions.$inferSelect) {
  return {
    id: revision.id,
    number: revision.number,
    title: revision.title,
    genreId: revision.genreId,
    audienceId: revision.audienceId,
    modelVersion: revision.modelVersion,
    status: revision.status,
    stage: revision.stage,
    progress: revision.progress,
    failureReason: revision.failureReason,
    fileName: revision.fileName,
    created: revision.createdAt.toISOString(),
    finished: revision.finishedAt?.toISOString() ?? null,
  };
}
