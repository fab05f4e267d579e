/**
 * Reads the multipart upload form: exactly one file of at most 10,000,000 bytes (413 otherwise, never a
 * silent truncation) and the text fields. Type by extension here; by content in checkUploadedFile.
 */
import type { FastifyRequest } from 'fastify';
import { apiErrors, MAX_UPLOAD_BYTES } from '../errors.ts';

export type FileType = 'TEXT' | 'DOCX' | 'EPUB';

export interface UploadForm {
  fileName: string;
  bytes: Uint8Array;
  fields: Record<string, string>;
}

const fileTypeByExtension: Record<string, FileType> = { txt: 'TEXT', docx: 'DOCX', epub: 'EPUB' };

export function fileTypeOf(fileName: string): FileType | undefined {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') ? fileTypeByExtension[extension] : undefined;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw apiErrors.validation('forventede multipart/form-data');
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Uint8Array } | undefined;
  const parts = request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const fileName = part.filename || 'fil';
        try {
          const buffer = await part.toBuffer();
          file = { fileName, bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) };
        } catch (error) {
          if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw apiErrors.fileTooLarge(fileName);
          throw error;
        }
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (errorCode(error) === 'FST_FILES_LIMIT') throw apiErrors.validation('upload kun én fil ad gangen');
    if (errorCode(error) === 'FST_PARTS_LIMIT' || errorCode(error) === 'FST_FIELDS_LIMIT') {
      throw apiErrors.validation('for mange felter i formularen');
    }
    throw error;
  }
  if (!file) throw apiErrors.missingFile();
  return { ...file, fields };
}
