/** The API views of manuscripts, revisions and analysis progress (schemas/api/manuscripts.ts). */
import type { Manuscript, ProgressEvent } from '../../schemas/api/manuscripts.ts';
import { modelNames } from '../../schemas/models/index.ts';
import type { Catalogue } from '../content/catalogue.ts';
import type { manuscripts, revisions } from '../db/schema.ts';

export type RevisionRow = typeof revisions.$inferSelect;
export type ManuscriptRow = typeof manuscripts.$inferSelect;
type Status = ProgressEvent['status'];

function lifecycle(revision: RevisionRow) {
  const status = revision.status as Status;
  return {
    status,
    progress: status === 'done' ? 1 : Math.max(0, Math.min(1, revision.progress)),
    failureReason: status === 'failed' ? (revision.failureReason ?? 'Analysen fejlede.') : null,
  };
}

export function revisionView(revision: RevisionRow, catalogue: Catalogue) {
  return {
    id: revision.id,
    manuscriptId: revision.manuscriptId,
    title: revision.title,
    genre: catalogue.genreName(revision.genreId),
    audience: catalogue.audienceName(revision.audienceId),
    created: revision.createdAt.toISOString(),
    modelVersion: revision.modelVersion,
    ...lifecycle(revision),
  };
}

export function manuscriptView(
  manuscript: ManuscriptRow,
  latest: RevisionRow,
  revisionCount: number,
  catalogue: Catalogue,
): Manuscript {
  return {
    id: manuscript.id,
    title: latest.title,
    audience: catalogue.audienceName(latest.audienceId),
    audienceId: latest.audienceId,
    genre: catalogue.genreName(latest.genreId),
    genreId: latest.genreId,
    created: manuscript.createdAt.toISOString(),
    latestRevisionId: latest.id,
    revisionCount,
    ...lifecycle(latest),
  };
}

const models = new Set<string>(modelNames);

/** The analysis reports stages 'import', 'segment', a model name or 'validate'; the API names fewer. */
export function progressView(revision: RevisionRow): ProgressEvent {
  const { status, progress, failureReason } = lifecycle(revision);
  const raw = revision.stage ?? '';
  let stage: ProgressEvent['stage'] = 'import';
  let model: ProgressEvent['model'] = null;
  if (status === 'queued') stage = 'queued';
  else if (status === 'done') stage = 'done';
  else if (status === 'failed') stage = 'failed';
  else if (raw === 'segment' || raw === 'segmentation') stage = 'segmentation';
  else if (raw === 'validate' || raw === 'store') stage = 'store';
  else if (models.has(raw)) {
    stage = 'models';
    model = raw as ProgressEvent['model'];
  }
  return { revisionId: revision.id, stage, model, status, progress, failureReason };
}
