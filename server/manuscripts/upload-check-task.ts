/** Runs inside an upload-check worker thread: the import of one uploaded file, as a check (no analysis). */
import { ManuscriptError, type ManuscriptErrorCode } from '../../analysis/errors.ts';
import { checkImport } from '../../analysis/import/index.ts';
import { checkManuscriptFile } from '../../analysis/index.ts';
import { ownBytes } from '../jobs/own-bytes.ts';

export interface UploadCheckInput {
  bytes: Uint8Array;
  fileName: string;
}

export type UploadCheckResult =
  | { ok: true; characters: number }
  | { ok: false; code: ManuscriptErrorCode; message: string };

export async function runUploadCheck({ bytes, fileName }: UploadCheckInput): Promise<UploadCheckResult> {
  try {
    return { ok: true, characters: await checkImport(ownBytes(bytes), fileName) };
  } catch (error) {
    if (error instanceof ManuscriptError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

export type FileCheckResult = { ok: true } | { ok: false; code: ManuscriptErrorCode; message: string };

/**
 * The quick check of a file's content (analysis' checkManuscriptFile: a .txt must decode, an archive's entries are
 * read with caps), here so that decoding a 10 MB text does not hold the server's event loop.
 */
export async function runFileCheck({ bytes, fileName }: UploadCheckInput): Promise<FileCheckResult> {
  try {
    await checkManuscriptFile(ownBytes(bytes), fileName);
    return { ok: true };
  } catch (error) {
    if (error instanceof ManuscriptError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
