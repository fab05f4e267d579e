/**
 * Reads the multipart upload form: exactly one file of at most 10,000,000 bytes (413 otherwise, never a
 * silent truncation) and the text fields. Type by extension here; by content in checkUploadedFile.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ManuscriptError } from '../../analysis/errors.ts';
import { checkManuscriptFile } from '../../analysis/index.ts';
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

/** A file over the size limit, as @fastify/multipart's toBuffer() reports it. */
class FileTooLarge extends Error {
  readonly code = 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * The file's bytes in one memory that threads share: the checks' threads read them without a copy (posting a
 * 10,000,000-byte Uint8Array to a thread copies it on the event loop, twice for the two checks). The chunks are
 * read as toBuffer() reads them, and a truncated file (over the limit) is refused after the stream is drained.
 */
async function sharedBytesOf(part: MultipartFile): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (part.file.truncated) truncated = true;
    if (truncated) continue;
    chunks.push(chunk);
    size += chunk.byteLength;
  }
  if (truncated || part.file.truncated) throw new FileTooLarge('request file too large');
  const bytes = new Uint8Array(new SharedArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
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
          file = { fileName, bytes: await sharedBytesOf(part) };
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

/** Only white space (and a UTF-8 byte order mark) in any of the encodings a .txt may have. */
function isBlankText(bytes: Uint8Array): boolean {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (let i = start; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0xa0)
      return false;
  }
  return true;
}

/** A blank .txt is refused at once (422, the analysis's Danish message). */
export function refuseBlankText(form: UploadForm, fileType: FileType): void {
  if (fileType === 'TEXT' && isBlankText(form.bytes))
    throw apiErrors.invalidFile(new ManuscriptError('EMPTY_TEXT').message);
}

/** The ApiError of a file the analysis refuses: 415 for another type, else 422 with its Danish message. */
export function refuseFile(code: string, message: string): never {
  if (code === 'UNSUPPORTED_TYPE') throw apiErrors.unsupportedFileType();
  throw apiErrors.invalidFile(message);
}

/**
 * Checks the uploaded file by its content before anything is stored or queued: a blank text, a file that is not
 * what its name says, or one that cannot be read is refused (415 or 422, the analysis's Danish message). The upload
 * route runs it in the upload check's thread (upload-check.ts, checkContent); this is the same check in this thread.
 */
export async function checkUploadedFile(form: UploadForm, fileType: FileType): Promise<void> {
  refuseBlankText(form, fileType);
  try {
    await checkManuscriptFile(form.bytes, form.fileName);
  } catch (error) {
    if (!(error instanceof ManuscriptError)) throw error;
    refuseFile(error.code, error.message);
  }
}
