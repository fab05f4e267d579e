/** A multipart/form-data body for inject(): text fields and at most one file. */
import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  name: string;
  bytes: Uint8Array;
  contentType?: string;
}

export function multipartBody(fields: Record<string, string>, file?: MultipartFile) {
  const boundary = `----lektor${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `content-type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The upload form of a manuscript (genre 1 Krimi, audience 3 Voksne unless given). */
export function uploadForm(fileName: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const extension = fileName.split('.').pop()?.toLowerCase();
  const fileType = extension === 'docx' ? 'DOCX' : extension === 'epub' ? 'EPUB' : 'TEXT';
  return multipartBody(
    { fileType, manuscriptTitle: 'Fyrtårnet', targetAudience: '3', targetGenre: '1', ...fields },
    { name: fileName, bytes },
  );
}
