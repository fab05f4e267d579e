/**
 * Stores an upload: the allowance is checked and decremented in the same transaction that stores the
 * manuscript, its revision and the file, so concurrent uploads can never overdraw it.
 * Uploads are spent in this order: complimentary, subscription, purchased; the revision records which one, so a
 * failed analysis can give it back there (giveUploadBack).
 */
import { and, eq, sql } from 'drizzle-orm';
import { recordHistory } from '../author/history.ts';
import type { Db } from '../db/database.ts';
import { prepareRevisionFile, type RevisionFileRow } from '../db/revision-files.ts';
import { manuscripts, revisionFiles, revisions } from '../db/schema.ts';
import { apiErrors } from '../errors.ts';
import { spendUpload } from './allowance.ts';
import type { FileType } from './upload-form.ts';

/** The model version Lektør's own analyser writes (its Dialogue keys are the canonical hyphenated ones). */
export const CURRENT_MODEL_VERSION = 3;

export interface NewUpload {
  userId: number;
  /** Set to add a new revision to an existing manuscript of the same author. */
  manuscriptId?: number;
  title: string;
  genreId: number;
  audienceId: number;
  fileName: string;
  fileType: FileType;
  bytes: Uint8Array;
}

export interface StoredUpload {
  manuscriptId: number;
  revisionId: number;
  revisionNumber: number;
}

export async function storeUpload(db: Db, upload: NewUpload): Promise<StoredUpload> {
  // On the embedded database the bytes go to its file store first, off the event loop (server/db/revision-files.ts).
  const file = await prepareRevisionFile(db, upload.bytes);
  try {
    return await storeInTransaction(db, upload, file.row);
  } catch (error) {
    await file.discard();
    throw error;
  }
}

function storeInTransaction(db: Db, upload: NewUpload, file: RevisionFileRow): Promise<StoredUpload> {
  return db.transaction(async (tx) => {
    const uploadSource = await spendUpload(tx, upload.userId);

    let manuscriptId = upload.manuscriptId;
    let revisionNumber = 1;
    if (manuscriptId === undefined) {
      const [created] = await tx
        .insert(manuscripts)
        .values({ userId: upload.userId, title: upload.title, genreId: upload.genreId, audienceId: upload.audienceId })
        .returning({ id: manuscripts.id });
      manuscriptId = created!.id;
    } else {
      const [own] = await tx
        .select({ id: manuscripts.id })
        .from(manuscripts)
        .where(and(eq(manuscripts.id, manuscriptId), eq(manuscripts.userId, upload.userId)));
      if (!own) throw apiErrors.notFound('Manuskriptet');
      const [{ last }] = (await tx
        .select({ last: sql<number>`coalesce(max(${revisions.number}), 0)` })
        .from(revisions)
        .where(eq(revisions.manuscriptId, manuscriptId))) as [{ last: number }];
      revisionNumber = Number(last) + 1;
    }
    const [revision] = await tx
      .insert(revisions)
      .values({
        manuscriptId,
        number: revisionNumber,
        title: upload.title,
        genreId: upload.genreId,
        audienceId: upload.audienceId,
        modelVersion: CURRENT_MODEL_VERSION,
        fileName: upload.fileName,
        fileType: upload.fileType,
        fileSize: upload.bytes.byteLength,
        uploadSource,
      })
      .returning({ id: revisions.id });
    await tx.insert(revisionFiles).values({ revisionId: revision!.id, ...file });
    await recordHistory(tx, upload.userId, 'UPLOAD', {
      manuscriptId,
      revisionId: revision!.id,
      title: upload.title,
      fileName: upload.fileName,
    });
    return { manuscriptId, revisionId: revision!.id, revisionNumber };
  });
}
