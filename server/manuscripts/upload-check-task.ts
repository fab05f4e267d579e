/** Runs inside an upload-check worker thread: the import of one uploaded file, as a check (no analysis). */
import { ManuscriptError, type ManuscriptErrorCode } from '../../analysis/errors.ts';
import { checkImport } from '../../analysis/import/index.ts';

export interface UploadCheckInput {
  bytes: Uint8Array;
  fileName: string;
}

export type UploadCheckResult =
  | { ok: true; characters: number }
  | { ok: false; code: ManuscriptErrorCode; message: string };

export async function runUploadCheck({ bytes, fileName }: UploadCheckInput): Promise<UploadCheckResult> {
  try {
    return { ok: true, characters: await checkImport(bytes, fileName) };
  } catch (error) {
    if (error instanceof ManuscriptError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
